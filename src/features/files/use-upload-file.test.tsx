/** The one upload path: its messages, its cancel, and the file list it refreshes. */
import { File as NodeFile } from 'node:buffer';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { server } from '@mocks/node';
import { makeStore } from '@/app/store';
import { envelope } from '../../../test/api-wire';
import { writeToken } from '@/api/token';
import { selectToasts } from '@/lib/toast-slice';
import { filesApi } from './files-api';
import { useUploadFile } from './use-upload-file';

// jsdom's File is not a Blob to Node's FormData (which msw reads); Node's File is.
const file = (name = 'cat.png') =>
  new NodeFile(['x'.repeat(1024)], name, { type: 'image/png' }) as unknown as File;

const answer = { id: 7, name: 'cat.png', url: '/files/7.png', size: 1024, mimeType: 'image/png' };

function setup() {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const hook = renderHook(() => useUploadFile(), { wrapper });
  const toasts = () =>
    selectToasts(store.getState()).map(({ message, severity }) => ({ message, severity }));
  return { store, hook, upload: hook.result.current, toasts };
}

beforeEach(() => writeToken('tok'));

describe('useUploadFile', () => {
  it('gives the file with progress, toasts the success and refreshes the file list', async () => {
    let listed = 0;
    server.use(
      http.get('*/api/file', () => {
        listed += 1;
        return envelope({ list: [], total: 0, page: 1, pageSize: 10 });
      }),
      http.post('*/api/file/upload', () => envelope(answer)),
    );
    const { store, upload, toasts } = setup();
    const list = store.dispatch(filesApi.endpoints.getFiles.initiate({ page: 1, pageSize: 10 }));
    await waitFor(() => expect(listed).toBe(1));

    const progress = jest.fn();
    const outcome = await act(() => upload(file(), { onProgress: progress }).result);
    expect(outcome.data).toMatchObject({ id: '7', url: '/files/7.png' });
    expect(progress).toHaveBeenLastCalledWith(1);
    expect(toasts()).toEqual([{ message: 'Uploaded cat.png.', severity: 'success' }]);
    await waitFor(() => expect(listed).toBe(2));
    list.unsubscribe();
  });

  it('says the success message it is given', async () => {
    server.use(http.post('*/api/file/upload', () => envelope(answer)));
    const { upload, toasts } = setup();
    await act(() => upload(file(), { successMessage: 'Cover uploaded.' }).result);
    expect(toasts()).toEqual([{ message: 'Cover uploaded.', severity: 'success' }]);
  });

  it('toasts a refusal (code !== 0) with its msg', async () => {
    server.use(http.post('*/api/file/upload', () => envelope(null, 4001, 'File too large')));
    const { upload, toasts } = setup();
    const outcome = await act(() => upload(file()).result);
    expect(outcome).toMatchObject({
      error: { code: 4001, msg: 'File too large' },
      cancelled: false,
    });
    expect(toasts()).toEqual([{ message: 'File too large', severity: 'error' }]);
  });

  it.each([
    ['a network failure', () => HttpResponse.error(), 'network'],
    ['an unreadable answer', () => new HttpResponse('{"code":0,"da', { status: 200 }), 'parse'],
  ])('never toasts %s', async (_name, respond, kind) => {
    server.use(http.post('*/api/file/upload', respond));
    const { upload, toasts } = setup();
    const outcome = await act(() => upload(file()).result);
    expect(outcome.error?.kind).toBe(kind);
    expect(outcome.cancelled).toBe(false);
    expect(toasts()).toEqual([]);
  });

  it('cancels: the outcome says so and nothing is toasted', async () => {
    server.use(http.post('*/api/file/upload', () => delay('infinite')));
    const { upload, toasts } = setup();
    const task = upload(file());
    task.cancel();
    const outcome = await act(() => task.result);
    expect(outcome).toMatchObject({ cancelled: true, error: { kind: 'network' } });
    expect(toasts()).toEqual([]);
  });

  it('cancels the uploads still running when its owner goes away', async () => {
    server.use(http.post('*/api/file/upload', () => delay('infinite')));
    const { hook, upload, toasts } = setup();
    const task = upload(file());
    hook.unmount();
    await expect(task.result).resolves.toMatchObject({ cancelled: true });
    expect(toasts()).toEqual([]);
  });
});
