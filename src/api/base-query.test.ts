import qs from 'qs';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { makeStore, type AppStore } from '@/app/store';
import { authApi } from '@/features/auth/auth-api';
import { taxonomiesConsoleApi } from '@/features/taxonomies/taxonomies-console-api';
import { buildRequest, parseEnvelope, runRequest, type RequestArgs } from './base-query';
import { setReauthHandler } from './session';
import { readToken, writeToken } from './token';
import {
  callThroughStore,
  recordRequests,
  envelope,
  patchConfig,
  restoreConfig,
} from '../../test/api-wire';

const captureRequests = (...args: Parameters<typeof recordRequests>) => {
  const { calls, handler } = recordRequests(...args);
  server.use(handler);
  return calls;
};
const answerWith = (body: string, status: number, contentType: string) =>
  captureRequests(
    () => new HttpResponse(body, { status, headers: { 'Content-Type': contentType } }),
  );

const run = (args: RequestArgs, notify: (message: string) => void = jest.fn()) =>
  runRequest(args, notify);

afterEach(() => {
  restoreConfig();
  setReauthHandler(null);
});

describe('request building', () => {
  it('appends the path to the absolute base and puts GET parameters in the query string', async () => {
    const calls = captureRequests();
    await run({ url: '/api/article', params: { page: 2, pageSize: 10, keyword: 'a b&c=d' } });
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('GET');
    expect(calls[0].url.origin + calls[0].url.pathname).toBe('http://api.test/api/article');
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({
      page: '2',
      pageSize: '10',
      keyword: 'a b&c=d',
    });
    expect(calls[0].body).toBe('');
    expect(calls[0].headers.get('content-type')).toBeNull();
  });

  it('follows a base configured at run time, path prefix included', async () => {
    patchConfig({ apiBase: 'https://other.example/v2' });
    const calls = captureRequests();
    await run({ url: '/api/category' });
    expect(calls[0].url.toString()).toBe('https://other.example/v2/api/category');
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)(
    'form-encodes %s parameters in the body',
    async (method) => {
      const calls = captureRequests();
      await run({ url: '/api/category', method, params: { name: 'Café & co', n: 0, flag: false } });
      expect(calls[0].method).toBe(method);
      expect(calls[0].headers.get('content-type')).toBe('application/x-www-form-urlencoded');
      expect(calls[0].url.search).toBe('');
      expect(qs.parse(calls[0].body)).toEqual({ name: 'Café & co', n: '0', flag: 'false' });
    },
  );

  it('sends an empty form body when there are no parameters', async () => {
    const calls = captureRequests();
    await run({ url: '/api/auth/logout', method: 'POST' });
    expect(calls[0].body).toBe('');
    expect(calls[0].headers.get('content-type')).toBe('application/x-www-form-urlencoded');
  });

  it('drops empty values at every depth, in the query and in the body', async () => {
    const params = {
      keyword: '',
      categoryId: undefined,
      labelId: null,
      page: 1,
      filter: { a: '', b: null, c: 'x', d: { e: undefined, f: 'y' } },
      ids: ['1', '', null, undefined, '2'],
    };
    const calls = captureRequests();
    await run({ url: '/api/article', params });
    await run({ url: '/api/article', method: 'POST', params });
    for (const raw of [calls[0].url.search.slice(1), calls[1].body]) {
      expect(raw).not.toMatch(/keyword|categoryId|labelId|%5Ba%5D|%5Bb%5D|%5Be%5D/);
      expect(qs.parse(raw)).toEqual({
        page: '1',
        filter: { c: 'x', d: { f: 'y' } },
        ids: ['1', '2'],
      });
    }
  });

  it.each([
    ['repeat', 'labelIds=1&labelIds=2'],
    ['brackets', 'labelIds%5B%5D=1&labelIds%5B%5D=2'],
    ['indices', 'labelIds%5B0%5D=1&labelIds%5B1%5D=2'],
    ['comma', 'labelIds=1,2'],
  ] as const)('encodes arrays in the %s format', async (arrayFormat, expected) => {
    patchConfig({ arrayFormat });
    const calls = captureRequests();
    await run({ url: '/api/article', method: 'POST', params: { labelIds: ['1', '2'] } });
    await run({ url: '/api/article', params: { labelIds: ['1', '2'] } });
    expect(calls[0].body).toBe(expected);
    expect(calls[1].url.search).toBe(`?${expected}`);
    // A qs backend reads the array back, even with a comma inside a value.
    await run({ url: '/api/article', method: 'POST', params: { labelIds: ['1', 'a,b'] } });
    expect(qs.parse(calls[2].body, { comma: arrayFormat === 'comma' })).toEqual({
      labelIds: ['1', 'a,b'],
    });
  });

  it('encodes nested objects in bracket notation (arrays of objects need indices)', async () => {
    patchConfig({ arrayFormat: 'indices' });
    const calls = captureRequests();
    await run({
      url: '/api/x',
      method: 'POST',
      params: { a: { b: { c: 'd e' } }, list: [{ id: 1 }] },
    });
    expect(calls[0].body).toBe('a%5Bb%5D%5Bc%5D=d%20e&list%5B0%5D%5Bid%5D=1');
    expect(qs.parse(calls[0].body)).toEqual({ a: { b: { c: 'd e' } }, list: [{ id: '1' }] });
  });

  it('never sends __proto__, constructor or prototype keys and leaves Object.prototype alone', async () => {
    const hostile = JSON.parse(
      '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"prototype":1,' +
        '"nested":{"__proto__":{"polluted":"yes"},"ok":"1"},"list":[{"__proto__":{"polluted":"yes"},"v":"2"}]}',
    ) as Record<string, unknown>;
    patchConfig({ arrayFormat: 'indices' });
    const calls = captureRequests();
    await run({ url: '/api/x', params: hostile });
    await run({ url: '/api/x', method: 'POST', params: hostile });
    for (const raw of [calls[0].url.search, calls[1].body]) {
      expect(decodeURIComponent(raw)).not.toMatch(/__proto__|constructor|prototype|polluted/);
    }
    expect(qs.parse(calls[1].body)).toEqual({ nested: { ok: '1' }, list: [{ v: '2' }] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});

describe('{id} placeholders', () => {
  it.each([
    ['文章 1/2?#%', '%E6%96%87%E7%AB%A0%201%2F2%3F%23%25'],
    ['a b', 'a%20b'],
    ['../admin', '..%2Fadmin'],
    [42, '42'],
    [0, '0'],
  ])('fills %p URI-encoded and removes it from the body and query', async (id, encoded) => {
    const calls = captureRequests();
    await run({ url: '/api/article/{id}', method: 'PUT', params: { id, title: 'T' } });
    await run({ url: '/api/article/detail/{id}', params: { id } });
    expect(calls[0].url.href).toBe(`http://api.test/api/article/${encoded}`);
    expect(decodeURIComponent(calls[0].url.pathname.split('/').pop() ?? '')).toBe(String(id));
    expect(qs.parse(calls[0].body)).toEqual({ title: 'T' });
    expect(calls[1].url.href).toBe(`http://api.test/api/article/detail/${encoded}`);
    expect(calls[1].url.search).toBe('');
  });

  it.each([undefined, null, '', { nested: 1 }])(
    'rejects a missing id (%p) without sending anything',
    async (id) => {
      const calls = captureRequests();
      const notify = jest.fn();
      const result = await run(
        { url: '/api/article/{id}', method: 'DELETE', params: { id } },
        notify,
      );
      expect(result.error).toMatchObject({
        kind: 'request',
        code: null,
        msg: expect.stringContaining('{id}'),
      });
      expect(calls).toHaveLength(0);
      expect(notify).not.toHaveBeenCalled();
    },
  );
});

it('turns a payload that cannot be encoded into a request error without sending anything', async () => {
  const calls = captureRequests();
  const loop: Record<string, unknown> = {};
  loop.self = loop;
  const result = await run({ url: '/api/x', method: 'POST', params: loop });
  expect(result.error).toEqual({
    kind: 'request',
    code: null,
    msg: 'The request could not be built.',
  });
  expect(calls).toHaveLength(0);
});

describe('the token', () => {
  it('is sent as "Bearer <token>" from local storage key "token"', async () => {
    localStorage.setItem('token', 'abc.def');
    const calls = captureRequests();
    await run({ url: '/api/article/all' });
    expect(calls[0].headers.get('authorization')).toBe('Bearer abc.def');
  });

  it('uses the configured scheme, and the raw token with an empty scheme', async () => {
    writeToken('t0k');
    const calls = captureRequests();
    patchConfig({ authScheme: 'Token' });
    await run({ url: '/api/a' });
    patchConfig({ authScheme: '' });
    await run({ url: '/api/a' });
    expect(calls.map((c) => c.headers.get('authorization'))).toEqual(['Token t0k', 't0k']);
  });

  it('is not sent when there is none', async () => {
    const calls = captureRequests();
    await run({ url: '/api/a' });
    expect(calls[0].headers.has('authorization')).toBe(false);
  });

  it('only goes to the API origin, never to a host a path names', async () => {
    writeToken('secret');
    const { url, init } = await buildRequest({ url: '@evil.example/steal' }, 'secret');
    expect(new URL(url).host).toBe('evil.example');
    expect(init.headers).not.toHaveProperty('Authorization');
    const calls = captureRequests();
    await run({ url: '.evil.example/steal' });
    expect(calls[0].url.host).toBe('api.test.evil.example');
    expect(calls[0].headers.has('authorization')).toBe(false);
    expect((await buildRequest({ url: '/api/a' }, 'secret')).init.headers).toHaveProperty(
      'Authorization',
      'Bearer secret',
    );
  });
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

  it.each([
    ['GET', '/api/article/rank'],
    ['GET', '/api/category'],
    ['GET', '/api/label'],
    ['GET', '/api/auth/profile'],
    ['POST', '/api/auth/logout'],
  ] as const)('keeps %s %s quiet (the spec exempts it)', async (method, url) => {
    captureRequests(() => envelope(null, 500, 'Broken'));
    const { result, toasts } = await callThroughStore({ url, method, noReauth: true });
    expect(result.error).toMatchObject({ code: 500 });
    expect(toasts).toEqual([]);
  });

  it('keeps the file list quiet when the backend lacks it (HTTP 404)', async () => {
    answerWith('{"code":404,"msg":"Not found","data":null}', 404, 'application/json');
    const { result, toasts } = await callThroughStore({ url: '/api/file' });
    expect(result.error).toMatchObject({ status: 404 });
    expect(toasts).toEqual([]);
  });

  it.each([
    [
      'an HTML 502 page',
      '<html><body><h1>502 Bad Gateway</h1></body></html>',
      502,
      'text/html',
      'http',
    ],
    ['a JSON 500 without a code', '{"error":"boom"}', 500, 'application/json', 'http'],
    ['a non-JSON 200 body', 'OK', 200, 'text/plain', 'parse'],
    ['truncated JSON', '{"code":0,"da', 200, 'application/json', 'parse'],
    ['a string code', '{"code":"0","data":1}', 200, 'application/json', 'parse'],
    ['no code at all', '{"data":1}', 200, 'application/json', 'parse'],
    ['JSON null', 'null', 200, 'application/json', 'parse'],
    ['a JSON array', '[0]', 200, 'application/json', 'parse'],
    ['an empty 200 body', '', 200, 'application/json', 'parse'],
  ])(
    'rejects %s without a toast and with a clear message',
    async (_name, body, status, type, kind) => {
      answerWith(body, status, type);
      const { result, toasts } = await callThroughStore({ url: '/api/a' });
      expect(result.error).toMatchObject({ kind, status });
      expect((result.error as { msg: string }).msg).toMatch(/server/i);
      expect(toasts).toEqual([]);
    },
  );

  it('rejects a network failure without a toast', async () => {
    server.use(http.all('*', () => HttpResponse.error()));
    const { result, toasts } = await callThroughStore({ url: '/api/a', method: 'POST' });
    expect(result.error).toMatchObject({
      kind: 'network',
      code: null,
      msg: expect.stringMatching(/could not be reached/),
    });
    expect(toasts).toEqual([]);
  });

  it('ends a call that never answers after the configured timeout, without a toast', async () => {
    patchConfig({ requestTimeoutMs: 50 });
    server.use(http.all('*', () => new Promise<Response>(() => undefined)));
    const { result, toasts } = await callThroughStore({ url: '/api/a' });
    expect(result.error).toMatchObject({
      kind: 'timeout',
      code: null,
      msg: expect.stringMatching(/took too long/),
    });
    expect(toasts).toEqual([]);
  });

  it("keeps RTK's own abort working beside the timeout", async () => {
    server.use(http.all('*', () => new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const pending = runRequest({ url: '/api/a' }, jest.fn(), controller.signal);
    controller.abort();
    await expect(pending).resolves.toMatchObject({ error: { kind: 'network' } });
  });

  it('parseEnvelope reads an error msg from a failed HTTP answer', () => {
    expect(parseEnvelope(404, '{"code":404,"msg":"No such article"}').error).toEqual({
      kind: 'http',
      code: 404,
      status: 404,
      msg: 'No such article',
    });
    expect(parseEnvelope(401, '').error?.msg).toBe('Your session has expired.');
  });
});

describe('an expired session', () => {
  it.each([
    [
      'HTTP 401',
      () => new HttpResponse('Unauthorized', { status: 401 }),
      { kind: 'http', status: 401 },
    ],
    [
      'code 401',
      () => envelope(null, 401, 'Token expired'),
      { kind: 'api', code: 401, msg: 'Token expired' },
    ],
  ])("%s on a public call never deletes the owner's token", async (_name, respond, expected) => {
    writeToken('owner-token');
    setReauthHandler(null);
    const calls = captureRequests(respond);
    const result = await run({ url: '/api/article' });
    expect(result.error).toMatchObject(expected);
    expect(readToken()).toBe('owner-token');
    expect(calls).toHaveLength(1);
  });

  it('a console call sent with the token ends the session on 401', async () => {
    writeToken('old');
    setReauthHandler(async () => false);
    captureRequests(() => new HttpResponse(null, { status: 401 }));
    const result = await run({ url: '/api/article/all' });
    expect(result.error).toMatchObject({ kind: 'http', status: 401 });
    expect(readToken()).toBeNull();
  });

  it('a console call sent without a token (signed out in another tab) asks for sign-in and retries', async () => {
    const handler = jest.fn(async () => {
      writeToken('fresh');
      return true;
    });
    setReauthHandler(handler);
    const calls = captureRequests((call) =>
      call.headers.get('authorization') === 'Bearer fresh'
        ? envelope({ ok: 1 })
        : new HttpResponse(null, { status: 401 }),
    );
    expect(await run({ url: '/api/article/all' })).toEqual({ data: { ok: 1 } });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.headers.get('authorization'))).toEqual([null, 'Bearer fresh']);
  });

  it('retries exactly once after the re-auth handler signs in again, with the new token', async () => {
    writeToken('old');
    const handler = jest.fn(async () => {
      writeToken('new');
      return true;
    });
    setReauthHandler(handler);
    const calls = captureRequests((call) =>
      call.headers.get('authorization') === 'Bearer new'
        ? envelope({ ok: 1 })
        : envelope(null, 401, 'Expired'),
    );
    const notify = jest.fn();
    const result = await run(
      { url: '/api/article/{id}', method: 'PUT', params: { id: 'a/b', title: 'T' } },
      notify,
    );
    expect(result).toEqual({ data: { ok: 1 } });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => [c.url.pathname, c.body, c.headers.get('authorization')])).toEqual([
      ['/api/article/a%2Fb', 'title=T', 'Bearer old'],
      ['/api/article/a%2Fb', 'title=T', 'Bearer new'],
    ]);
    expect(notify).not.toHaveBeenCalled();
    expect(readToken()).toBe('new');
  });

  it('does not retry a second time when the retry is refused too', async () => {
    writeToken('old');
    setReauthHandler(async () => {
      writeToken('also-bad');
      return true;
    });
    const calls = captureRequests(() => envelope(null, 401, 'Expired'));
    const notify = jest.fn();
    const result = await run({ url: '/api/a' }, notify);
    expect(calls).toHaveLength(2);
    expect(result.error).toMatchObject({ kind: 'api', code: 401 });
    expect(readToken()).toBeNull();
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('toasts an error the retried call gets', async () => {
    writeToken('old');
    setReauthHandler(async () => {
      writeToken('new');
      return true;
    });
    captureRequests((_call, index) =>
      index === 0 ? envelope(null, 401, 'Expired') : envelope(null, 1003, 'Title too long'),
    );
    const notify = jest.fn();
    const result = await run({ url: '/api/a', method: 'POST' }, notify);
    expect(result.error).toMatchObject({ code: 1003 });
    expect(notify).toHaveBeenCalledWith('Title too long');
  });

  it('fails when the owner cancels the re-auth, and skips it for noReauth calls', async () => {
    writeToken('old');
    const handler = jest.fn(async () => false);
    setReauthHandler(handler);
    const calls = captureRequests(() => new HttpResponse(null, { status: 401 }));
    expect((await run({ url: '/api/a' })).error).toMatchObject({ kind: 'http', status: 401 });
    writeToken('old');
    expect((await run({ url: '/api/auth/profile', noReauth: true })).error?.status).toBe(401);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
    expect(readToken()).toBeNull();
  });

  it('concurrent 401s share one re-auth and a late 401 does not clear the new token', async () => {
    writeToken('old');
    let finishReauth: (ok: boolean) => void = () => undefined;
    const handler = jest.fn(
      () =>
        new Promise<boolean>((resolve) => {
          finishReauth = (ok) => {
            writeToken('new');
            resolve(ok);
          };
        }),
    );
    setReauthHandler(handler);
    let releaseSlow: () => void = () => undefined;
    const slowGate = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    captureRequests(async (call) => {
      if (call.headers.get('authorization') === 'Bearer new') return envelope(call.url.pathname);
      if (call.url.pathname === '/api/slow') await slowGate;
      return new HttpResponse(null, { status: 401 });
    });
    const fast = [run({ url: '/api/one' }), run({ url: '/api/two' })];
    const slow = run({ url: '/api/slow' });
    // The first 401 has asked for sign-in (a condition, not a pause that a busy machine outlasts).
    await waitFor(() => expect(handler).toHaveBeenCalled());
    finishReauth(true);
    expect(await Promise.all(fast)).toEqual([{ data: '/api/one' }, { data: '/api/two' }]);
    releaseSlow();
    expect(await slow).toEqual({ data: '/api/slow' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(readToken()).toBe('new');
  });
});
