/** useUploadFile: the one upload path's outcomes, messages, visit list and refresh of the file list. */
import { File as NodeFile } from 'node:buffer';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { writeToken } from '@/api/token';
import { filesApi } from './files-api';
import { resetSessionUploads, useSessionUploads } from './session-uploads';
import { useUploadFile } from './use-upload-file';
import { captureRequests, envelope } from '../../../test/api-wire';

// Node's File, which Node's FormData accepts (see src/api/upload.test.ts).
const image = () =>
  new NodeFile(['x'.repeat(64)], 'cat.png', { type: 'image/png' }) as unknown as File;

const listCalls = (calls: { method: string; url: URL }[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.pathname.endsWith('/api/file')).length;

function setUp() {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const { result, unmount } = renderHook(
    () => ({ upload: useUploadFile(), visit: useSessionUploads() }),
    { wrapper },
  );
  const toasts = () =>
    store.getState().toast.queue.map(({ message, severity }) => `${severity}: ${message}`);
  return { store, result, unmount, toasts };
}

beforeEach(() => {
  resetSessionUploads();
  writeToken('tok');
});

describe('useUploadFile', () => {
  it('says a finished upload, lists it for this visit and refreshes the file list', async () => {
    const calls = captureRequests((call) =>
      call.url.pathname.endsWith('/upload')
        ? envelope({ id: 4, name: 'cat.png', url: '/files/4.png', size: 64, mimeType: 'image/png' })
        : envelope({ list: [], total: 0 }),
    );
    const { store, result, toasts } = setUp();
    // The File screen's list, subscribed: the upload's invalidation asks for it again.
    store.dispatch(filesApi.endpoints.getFiles.initiate({ page: 1, pageSize: 10 }));
    await waitFor(() => expect(listCalls(calls)).toBe(1));
    const progress = jest.fn();
    let outcome;
    await act(async () => {
      outcome = await result.current.upload(image(), { onProgress: progress }).result;
    });
    expect(outcome).toMatchObject({ status: 'done', item: { id: '4', url: '/files/4.png' } });
    expect(toasts()).toEqual(['success: Uploaded cat.png.']);
    expect(result.current.visit.map((file) => file.id)).toEqual(['4']);
    await waitFor(() => expect(listCalls(calls)).toBe(2));
  });

  it("uses the caller's success message", async () => {
    captureRequests(() =>
      envelope({ id: 5, name: 'cat.png', url: '/files/5.png', size: 64, mimeType: 'image/png' }),
    );
    const { result, toasts } = setUp();
    await act(async () => {
      await result.current.upload(image(), { doneMessage: 'Cover uploaded.' }).result;
    });
    expect(toasts()).toEqual(['success: Cover uploaded.']);
  });

  it("toasts a refusal once (the call layer's rule) and gives its reason", async () => {
    captureRequests(() => envelope(null, 1005, 'Too large'));
    const { result, toasts } = setUp();
    let outcome;
    await act(async () => {
      outcome = await result.current.upload(image()).result;
    });
    expect(outcome).toEqual({ status: 'failed', reason: 'Too large' });
    expect(toasts()).toEqual(['error: Too large']);
    expect(result.current.visit).toEqual([]);
  });

  it('never toasts a failure to reach the server, and gives its reason', async () => {
    captureRequests(() => HttpResponse.error());
    const { result, toasts } = setUp();
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.upload(image()).result;
    });
    expect(outcome).toMatchObject({ status: 'failed', reason: expect.stringMatching(/reach/i) });
    expect(toasts()).toEqual([]);
  });

  it('settles a cancelled upload as cancelled, saying nothing', async () => {
    captureRequests(() => new Promise<Response>(() => undefined));
    const { result, toasts } = setUp();
    const job = result.current.upload(image());
    job.cancel();
    await expect(job.result).resolves.toEqual({ status: 'cancelled' });
    expect(toasts()).toEqual([]);
  });

  it('cancels the uploads still running when its owner goes', async () => {
    captureRequests(() => new Promise<Response>(() => undefined));
    const { result, unmount } = setUp();
    const job = result.current.upload(image());
    unmount();
    await expect(job.result).resolves.toMatchObject({ status: 'failed' });
  });
});
