/** Answers without an envelope, network failures and timeouts (never a toast), and an expired session. */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { parseEnvelope, runRequest } from './base-query';
import { setReauthHandler } from './session';
import { readToken, writeToken } from './token';
import {
  answerWith,
  callThroughStore,
  captureRequests,
  envelope,
  patchConfig,
  restoreConfig,
  runQuietly as run,
} from '../../test/api-wire';

afterEach(() => {
  restoreConfig();
  setReauthHandler(null);
});

describe('failures without an envelope', () => {
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
