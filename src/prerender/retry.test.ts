/**
 * The prerender on a busy machine (issue 25): a page whose API call fails for a moment (not
 * reached, a 503 from a proxy) is tried again and written, and the output says so; an answer that
 * refuses (`code !== 0`, a 404) fails the page at once, without asking again.
 */
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import type { ApiError } from '@/api/errors';
import { makeStore } from '@/app/store';
import { getConfig } from '@/config/runtime-config';
import { TEST_API_BASE } from '../../test/test-config';
import { isTransientFailure, withRetries } from './retry';
import { mayPass } from './route-data';
import { articleRoute } from './routes';

const site = getConfig().site;
const DETAIL = `${TEST_API_BASE}/api/article/detail/:id`;

/** A retry that never waits (the pauses are not what is under test) and records its output. */
function retryOptions() {
  const lines: string[] = [];
  const pauses: number[] = [];
  return {
    lines,
    pauses,
    options: {
      transient: mayPass,
      wait: async (ms: number) => {
        pauses.push(ms);
      },
      log: (line: string) => lines.push(line),
    },
  };
}

/** Loads the article page's data the way the prerender does: a fresh store on each try. */
const loadArticle = (id: string) => () => articleRoute(id).load(makeStore(), site);

/** Answers the article's detail call with `failures` first, then lets the demo API answer. */
function failingFirst(failures: Array<() => Response>) {
  const calls = { count: 0 };
  server.use(
    http.get(DETAIL, () => {
      calls.count += 1;
      const next = failures.shift();
      return next ? next() : undefined;
    }),
  );
  return calls;
}

describe('the prerender tries a passing failure again', () => {
  it('writes a page whose call fails twice (not reached, then a bare 503) and then answers', async () => {
    const calls = failingFirst([
      () => HttpResponse.error(),
      () => new HttpResponse('<h1>503 Service Unavailable</h1>', { status: 503 }),
    ]);
    const { lines, pauses, options } = retryOptions();

    const meta = await withRetries('/detail/1', loadArticle('1'), options);

    expect(meta.title).toBeTruthy();
    expect(calls.count).toBe(3);
    expect(lines).toEqual([
      expect.stringMatching(/^ {2}retrying \/detail\/1 \(2\/4\) in 1 s: .*could not be reached/),
      expect.stringMatching(/^ {2}retrying \/detail\/1 \(3\/4\) in 2 s: .*HTTP 503/),
    ]);
    expect(pauses).toEqual([1000, 2000]);
  });

  it('gives up after four tries with the last failure', async () => {
    const calls = failingFirst(Array.from({ length: 10 }, () => () => HttpResponse.error()));
    const { lines, options } = retryOptions();

    await expect(withRetries('/detail/1', loadArticle('1'), options)).rejects.toThrow(
      'GET /api/article/detail/1: The server could not be reached',
    );
    expect(calls.count).toBe(4);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/\(4\/4\)/);
  });

  it.each([
    ['a refusal (code !== 0)', () => HttpResponse.json({ code: 500, msg: 'Nope', data: null })],
    [
      'an HTTP 404',
      () => HttpResponse.json({ code: 404, msg: 'No such article' }, { status: 404 }),
    ],
    ['an HTTP 400 without an envelope', () => new HttpResponse('bad', { status: 400 })],
    [
      'an HTTP 503 with the envelope',
      () => HttpResponse.json({ code: 503, msg: 'Down for upkeep' }, { status: 503 }),
    ],
  ])('does not ask again after %s', async (_name, answer) => {
    const calls = failingFirst([answer, answer]);
    const { lines, options } = retryOptions();

    await expect(withRetries('/detail/1', loadArticle('1'), options)).rejects.toThrow(
      /GET \/api\/article\/detail\/1: /,
    );
    expect(calls.count).toBe(1);
    expect(lines).toEqual([]);
  });
});

describe('isTransientFailure', () => {
  const error = (overrides: Partial<ApiError>): ApiError => ({
    kind: 'http',
    code: null,
    msg: 'x',
    ...overrides,
  });

  it('is true for a network failure, a timeout and a bare 5xx or 429', () => {
    expect(isTransientFailure(error({ kind: 'network' }))).toBe(true);
    expect(isTransientFailure(error({ kind: 'timeout' }))).toBe(true);
    for (const status of [500, 502, 503, 504, 429]) {
      expect(isTransientFailure(error({ status }))).toBe(true);
    }
  });

  it('is false for a refusal, another 4xx, an unreadable answer or a bad request', () => {
    expect(isTransientFailure(error({ kind: 'api', code: 1, status: 200 }))).toBe(false);
    expect(isTransientFailure(error({ code: 500, status: 500 }))).toBe(false);
    for (const status of [400, 401, 403, 404]) {
      expect(isTransientFailure(error({ status }))).toBe(false);
    }
    expect(isTransientFailure(error({ kind: 'parse', status: 200 }))).toBe(false);
    expect(isTransientFailure(error({ kind: 'request' }))).toBe(false);
  });
});
