/**
 * @jest-environment node
 */
import crypto from 'node:crypto';
import http from 'node:http';
import { server as mswServer } from '@mocks/node';
import { PRERENDER_HOOK_MAX_BODY_BYTES } from '@/config/constants';
import { passScheduler, type PassRequest } from './pass-scheduler';
import { listenForRebuilds, type RebuildHook } from './rebuild-hook-server';

const TOKEN = 'a-secret-token-of-32-characters!';
const ORIGIN = 'https://blog.example.com';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request as a client makes it; `body` sent as chunks when `chunked`, without a length. */
function send(
  url: string,
  {
    method = 'POST',
    path = '/',
    headers = {},
    body,
    chunked = false,
  }: {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: Buffer;
    chunked?: boolean;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    // The server may answer and close before a large body is all sent.
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    if (body && chunked) {
      for (let at = 0; at < body.length; at += 65536) request.write(body.subarray(at, at + 65536));
    } else if (body) request.write(body);
    request.end();
  });
}

// Real requests, byte for byte (chunks, lengths, closed connections): msw, which test/setup-tests.ts
// starts for every file, stops intercepting them for this one.
beforeAll(() => mswServer.close());

const bearer = (token = TOKEN) => ({ Authorization: `Bearer ${token}` });

describe('the rebuild hook', () => {
  let hook: RebuildHook;
  let requests: PassRequest[];
  let answer: PassRequest;

  beforeEach(async () => {
    requests = [];
    answer = 'started';
    hook = await listenForRebuilds(
      { host: '127.0.0.1', port: 0, token: TOKEN, origin: ORIGIN },
      () => {
        requests.push(answer);
        return answer;
      },
    );
  });
  afterEach(() => hook.close());

  it('starts a pass on POST / with the token, 202 and a JSON body that says so', async () => {
    const started = await send(hook.url, { headers: bearer() });
    expect(started.status).toBe(202);
    expect(started.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(started.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(started.body)).toEqual({ status: 'started' });
    answer = 'queued';
    // The scheme's name is case-insensitive (RFC 9110); a query is allowed (build hooks add one).
    const queued = await send(hook.url, {
      path: '/?trigger_title=console',
      headers: { Authorization: `bearer ${TOKEN}` },
    });
    expect(queued.status).toBe(202);
    expect(JSON.parse(queued.body)).toEqual({ status: 'queued' });
    expect(requests).toEqual(['started', 'queued']);
  });

  it('answers 401 without the right token, and starts nothing', async () => {
    for (const headers of [
      {},
      bearer('a-secret-token-of-32-characters?'),
      bearer('short'),
      bearer(`${TOKEN}${TOKEN}`),
      { Authorization: `Basic ${Buffer.from(`admin:${TOKEN}`).toString('base64')}` },
      { Authorization: TOKEN },
    ]) {
      const refused = await send(hook.url, { headers });
      expect(refused.status).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="prerender"');
      expect(JSON.parse(refused.body)).toEqual({ error: expect.stringContaining('token') });
    }
    expect(requests).toEqual([]);
  });

  it('compares tokens in constant time: digests of one length, whatever the length sent', async () => {
    const compare = jest.spyOn(crypto, 'timingSafeEqual');
    try {
      for (const token of ['x', TOKEN.slice(0, -1), `${TOKEN}-and-more`]) {
        expect((await send(hook.url, { headers: bearer(token) })).status).toBe(401);
      }
      expect(compare).toHaveBeenCalledTimes(3);
      for (const [a, b] of compare.mock.calls) {
        expect((a as Buffer).length).toBe(32);
        expect((b as Buffer).length).toBe(32);
      }
    } finally {
      compare.mockRestore();
    }
  });

  it('answers 405 with Allow to other methods, 404 to other paths', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const refused = await send(hook.url, { method, headers: bearer() });
      expect([method, refused.status, refused.headers.allow]).toEqual([
        method,
        405,
        'POST, OPTIONS',
      ]);
    }
    for (const path of ['/rebuild', '/index.html', '//']) {
      expect((await send(hook.url, { path, headers: bearer() })).status).toBe(404);
    }
    expect(requests).toEqual([]);
  });

  it("allows the blog's own origin with CORS, and no other", async () => {
    const ours = await send(hook.url, { headers: { ...bearer(), Origin: ORIGIN } });
    expect(ours.status).toBe(202);
    expect(ours.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(ours.headers.vary).toBe('Origin');
    // The console reads a refusal too, to say in place that the token is wrong.
    const refused = await send(hook.url, { headers: { ...bearer('wrong'), Origin: ORIGIN } });
    expect(refused.status).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe(ORIGIN);

    const preflight = {
      Origin: ORIGIN,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization',
    };
    const allowed = await send(hook.url, { method: 'OPTIONS', headers: preflight });
    expect(allowed.status).toBe(204);
    expect(allowed.headers).toMatchObject({
      'access-control-allow-origin': ORIGIN,
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'Authorization, Content-Type',
      allow: 'POST, OPTIONS',
    });

    for (const origin of ['https://evil.example.com', 'http://blog.example.com', 'null']) {
      for (const request of [
        { headers: { ...bearer(), Origin: origin } },
        { method: 'OPTIONS', headers: { ...preflight, Origin: origin } },
      ]) {
        const other = await send(hook.url, request);
        expect(other.headers['access-control-allow-origin']).toBeUndefined();
        expect(other.headers['access-control-allow-headers']).toBeUndefined();
      }
    }
    expect(requests).toEqual(['started', 'started', 'started', 'started']);
  });

  it(`refuses a body over ${PRERENDER_HOOK_MAX_BODY_BYTES} bytes with 413, said or sent in chunks`, async () => {
    const small = await send(hook.url, { headers: bearer(), body: Buffer.from('{"title":"x"}') });
    expect(small.status).toBe(202);
    const large = Buffer.alloc(1024 * 1024, 'a');
    for (const chunked of [false, true]) {
      const refused = await send(hook.url, { headers: bearer(), body: large, chunked });
      expect([chunked, refused.status]).toEqual([chunked, 413]);
    }
    expect(requests).toEqual(['started']);
  });
});

describe('the rebuild hook, over a real scheduler', () => {
  it('folds the requests made during a pass into one more pass', async () => {
    const ends: (() => void)[] = [];
    let passes = 0;
    const started: (() => void)[] = [];
    const nextPass = () => new Promise<void>((resolve) => started.push(resolve));
    let passStarted = nextPass();
    const scheduler = passScheduler(() => {
      passes += 1;
      started.shift()?.();
      return new Promise<number>((resolve) => ends.push(() => resolve(0)));
    }, null);
    const hook = await listenForRebuilds(
      { host: '127.0.0.1', port: 0, token: TOKEN, origin: null },
      scheduler.request,
    );
    const running = scheduler.run();
    try {
      await passStarted; // the pass at start
      const answers = await Promise.all([1, 2, 3].map(() => send(hook.url, { headers: bearer() })));
      expect(answers.map((a) => [a.status, JSON.parse(a.body).status])).toEqual([
        [202, 'queued'],
        [202, 'queued'],
        [202, 'queued'],
      ]);
      passStarted = nextPass();
      ends.shift()!();
      await passStarted;
      ends.shift()!();
      // Idle again: nothing more was asked for, so no third pass; a new request starts one.
      passStarted = nextPass();
      const again = await send(hook.url, { headers: bearer() });
      expect(JSON.parse(again.body)).toEqual({ status: 'started' });
      await passStarted;
      expect(passes).toBe(3);
    } finally {
      scheduler.stop();
      ends.shift()?.();
      await running;
      await hook.close();
    }
  });
});
