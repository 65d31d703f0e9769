/** The envelope's rule (code 0 gives data, any other code toasts its msg) and the calls the spec keeps quiet. */
import { HttpResponse } from 'msw';
import { makeStore, type AppStore } from '@/app/store';
import { authApi } from '@/features/auth/auth-api';
import { filesApi } from '@/features/files/files-api';
import { articlesApi } from '@/features/reading/articles-api';
import { taxonomiesApi } from '@/features/taxonomies/taxonomies-api';
import { taxonomiesConsoleApi } from '@/features/taxonomies/taxonomies-console-api';
import { setReauthHandler } from './session';
import { readToken, writeToken } from './token';
import {
  answerWith,
  callThroughStore,
  captureRequests,
  envelope,
  restoreConfig,
  runQuietly as run,
} from '../../test/api-wire';

afterEach(() => {
  restoreConfig();
  setReauthHandler(null);
});

describe('the envelope', () => {
  it('gives data for code 0', async () => {
    captureRequests(() => envelope({ list: [1] }));
    const notify = jest.fn();
    await expect(run({ url: '/api/a' }, notify)).resolves.toEqual({ data: { list: [1] } });
    expect(notify).not.toHaveBeenCalled();
  });

  it('toasts msg for any other code and rejects with { code, msg } (through the store)', async () => {
    captureRequests(() => envelope(null, 1002, 'Name already taken'));
    const { result, toasts } = await callThroughStore({
      url: '/api/category',
      method: 'POST',
      params: { name: 'x' },
    });
    expect(result.error).toMatchObject({ kind: 'api', code: 1002, msg: 'Name already taken' });
    expect(toasts).toEqual([
      expect.objectContaining({ message: 'Name already taken', severity: 'error' }),
    ]);
  });

  it('gives a message when the server sends none', async () => {
    captureRequests(() => HttpResponse.json({ code: 7 }));
    const notify = jest.fn();
    const result = await run({ url: '/api/a' }, notify);
    expect(result.error).toMatchObject({ kind: 'api', code: 7, msg: 'Request failed (code 7).' });
    expect(notify).toHaveBeenCalledWith('Request failed (code 7).');
  });

  it('toasts msg for a code !== 0 that comes with an HTTP error status', async () => {
    answerWith('{"code":1003,"msg":"Title too long","data":null}', 400, 'application/json');
    const { result, toasts } = await callThroughStore({ url: '/api/article', method: 'POST' });
    expect(result.error).toMatchObject({ kind: 'http', status: 400, code: 1003, toasted: true });
    expect(toasts).toEqual([
      expect.objectContaining({ message: 'Title too long', severity: 'error' }),
    ]);
  });

  it('the profile call never toasts, even for a code !== 0 other than 401', async () => {
    writeToken('tok');
    captureRequests(() => envelope(null, 500, 'Profile broke'));
    const store = makeStore();
    const result = await store.dispatch(authApi.endpoints.getProfile.initiate());
    expect(result.error).toMatchObject({ kind: 'api', code: 500, msg: 'Profile broke' });
    expect(store.getState().toast.queue).toEqual([]);
  });

  it('the profile call never toasts a 401 either, and in the console it ends the session', async () => {
    writeToken('tok');
    const handler = jest.fn(async () => true);
    setReauthHandler(handler);
    const calls = captureRequests(() => envelope(null, 401, 'Not signed in'));
    const store = makeStore();
    const result = await store.dispatch(authApi.endpoints.getProfile.initiate());
    expect(result.error).toMatchObject({ kind: 'api', code: 401, msg: 'Not signed in' });
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/auth/profile']);
    expect(store.getState().toast.queue).toEqual([]);
    expect(handler).not.toHaveBeenCalled();
    expect(readToken()).toBeNull();
  });

  it('ignores a failed sign-out: no toast', async () => {
    captureRequests(() => envelope(null, 1, 'Already signed out'));
    const store = makeStore();
    const result = await store.dispatch(authApi.endpoints.logout.initiate());
    expect(result).toMatchObject({ error: { code: 1 } });
    expect(store.getState().toast.queue).toEqual([]);
  });

  it('toasts a refused sign-in (wrong password)', async () => {
    captureRequests(() => envelope(null, 1001, 'Wrong username or password.'));
    const store = makeStore();
    const result = await store.dispatch(
      authApi.endpoints.login.initiate({ username: 'admin', password: 'nope' }),
    );
    expect(result).toMatchObject({ error: { code: 1001, toasted: true } });
    expect(store.getState().toast.queue).toEqual([
      expect.objectContaining({ message: 'Wrong username or password.', severity: 'error' }),
    ]);
  });

  const { endpoints } = taxonomiesConsoleApi;
  it.each([
    [
      'category add',
      (store: AppStore) => store.dispatch(endpoints.createCategory.initiate({ name: 'Dup' })),
    ],
    [
      'category rename',
      (store: AppStore) =>
        store.dispatch(endpoints.updateCategory.initiate({ id: '1', name: 'Dup' })),
    ],
    [
      'category delete',
      (store: AppStore) => store.dispatch(endpoints.deleteCategory.initiate('1')),
    ],
    [
      'label add',
      (store: AppStore) => store.dispatch(endpoints.createLabel.initiate({ name: 'Dup' })),
    ],
    [
      'label rename',
      (store: AppStore) => store.dispatch(endpoints.updateLabel.initiate({ id: '1', name: 'Dup' })),
    ],
    ['label delete', (store: AppStore) => store.dispatch(endpoints.deleteLabel.initiate('1'))],
  ])('toasts a refused %s', async (_name, call) => {
    captureRequests(() => envelope(null, 1002, 'Refused by the server'));
    const store = makeStore();
    const result = await call(store);
    expect(result).toMatchObject({ error: { code: 1002, msg: 'Refused by the server' } });
    expect(store.getState().toast.queue).toEqual([
      expect.objectContaining({ message: 'Refused by the server', severity: 'error' }),
    ]);
  });

  // The policy is the endpoint's own (its extraOptions), not its path's.
  it.each([
    [
      'the ranked articles',
      (store: AppStore) => store.dispatch(articlesApi.endpoints.getRank.initiate()),
    ],
    [
      'the categories',
      (store: AppStore) => store.dispatch(taxonomiesApi.endpoints.getCategories.initiate()),
    ],
    [
      'the labels',
      (store: AppStore) => store.dispatch(taxonomiesApi.endpoints.getLabels.initiate()),
    ],
    ['the profile', (store: AppStore) => store.dispatch(authApi.endpoints.getProfile.initiate())],
    ['sign-out', (store: AppStore) => store.dispatch(authApi.endpoints.logout.initiate())],
  ])('keeps %s quiet (the spec exempts it)', async (_name, call) => {
    captureRequests(() => envelope(null, 500, 'Broken'));
    const store = makeStore();
    const result = await call(store);
    expect(result.error).toMatchObject({ code: 500 });
    expect(store.getState().toast.queue).toEqual([]);
  });

  it('toasts the same path called by an endpoint without the policy', async () => {
    captureRequests(() => envelope(null, 500, 'Broken'));
    const { toasts } = await callThroughStore({ url: '/api/article/rank' });
    expect(toasts).toEqual([expect.objectContaining({ message: 'Broken' })]);
  });

  it('keeps the file list quiet when the backend lacks it (HTTP 404), and only then', async () => {
    answerWith('{"code":404,"msg":"Not found","data":null}', 404, 'application/json');
    const store = makeStore();
    const params = { page: 1, pageSize: 10 };
    const missing = await store.dispatch(filesApi.endpoints.getFiles.initiate(params));
    expect(missing.error).toMatchObject({ status: 404 });
    expect(store.getState().toast.queue).toEqual([]);
    answerWith('{"code":500,"msg":"Disk full","data":null}', 500, 'application/json');
    await store.dispatch(filesApi.endpoints.getFiles.initiate(params, { forceRefetch: true }));
    expect(store.getState().toast.queue).toEqual([
      expect.objectContaining({ message: 'Disk full' }),
    ]);
  });
});
