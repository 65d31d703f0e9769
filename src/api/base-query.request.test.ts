/** The base query's requests: the address, the encoding of parameters, {id} placeholders and the token. */
import qs from 'qs';
import { buildRequest } from './base-query';
import { setReauthHandler } from './session';
import { writeToken } from './token';
import {
  captureRequests,
  patchConfig,
  restoreConfig,
  runQuietly as run,
} from '../../test/api-wire';

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

  it('sends CJK, full-width and astral keywords intact, as UTF-8 percent-encoding', async () => {
    for (const keyword of ['前端 性能', 'ＡＢＣ　全角，标点', '𠮷野家 😀', '한국어 かな']) {
      const calls = captureRequests();
      await run({ url: '/api/article', params: { page: 1, keyword } });
      expect(calls[0].url.searchParams.get('keyword')).toBe(keyword);
      const raw = calls[0].url.search;
      expect(raw).toContain(`keyword=${encodeURIComponent(keyword).replace(/%20/g, '%20')}`);
    }
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
  expect(result.error).toMatchObject({
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
