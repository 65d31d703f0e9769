/**
 * @jest-environment node
 */
/**
 * `npm run check-backend` against real HTTP: the mock backend (the contract's reference
 * implementation) passes, reads only and with the demo account, and leaves its data as it was;
 * a backend that deviates (behind a small proxy that rewrites the mock's answers) has each
 * deviation named and fails the run.
 */
import {
  ACCOUNT,
  ORIGIN,
  blogData,
  run,
  useMockBackend,
  type Raw,
} from '../../test/check-backend-harness';

describe('check-backend', () => {
  const backend = useMockBackend();

  it('passes the mock backend, reading only, and changes nothing', async () => {
    const before = blogData();
    const { code, text } = await run([backend.api.url, ...ORIGIN]);
    expect(text).toMatch(/Result: the backend matches the contract\.$/);
    expect(text).not.toMatch(/^ {2}(FAIL|warn)/m);
    expect(text).toMatch(/ok {4}GET \/api\/article\/timeline/);
    expect(text).toMatch(/Reads only/);
    expect(code).toBe(0);
    expect(blogData()).toEqual(before);
  });

  it('passes the mock backend with the demo account, and deletes everything it created', async () => {
    const before = blogData();
    const { code, text } = await run([backend.api.url, ...ORIGIN, ...ACCOUNT]);
    expect(text).toMatch(/Result: the backend matches the contract\.$/);
    for (const call of [
      'POST /api/auth/login',
      'PUT /api/category/',
      'POST /api/label/disabled/',
      'POST /api/article ',
      'PUT /api/article/',
      'POST /api/file/upload',
      'DELETE /api/file/',
      'DELETE /api/article/',
      'POST /api/auth/logout',
    ]) {
      expect(text).toContain(`ok    ${call}`);
    }
    expect(text).toContain('Cleanup: everything the check created was deleted.');
    expect(code).toBe(0);
    expect(blogData()).toEqual(before);
  });

  it('takes ids as strings or numbers alike: both are the contract', async () => {
    const stringIds = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(stringIds);
      if (!value || typeof value !== 'object') return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
          key,
          key === 'id' && typeof item === 'number' ? String(item) : stringIds(item),
        ]),
      );
    };
    const url = await backend.proxy({ body: (_method, _path, body) => stringIds(body) as Raw });
    const { code, text } = await run([url, ...ORIGIN, ...ACCOUNT]);
    expect(text).toMatch(/Result: the backend matches the contract\.$/);
    expect(code).toBe(0);
  });

  it('names each deviation of a backend that renames a field, sends total as text and drops Authorization from CORS', async () => {
    const url = await backend.proxy({
      body: (method, path, body) => {
        if (method !== 'GET' || path !== '/api/article') return body;
        const data = body.data as Raw;
        const list = (data.list as Raw[]).map(({ title, ...rest }) => ({
          ...rest,
          headline: title,
        }));
        return { ...body, data: { ...data, list, total: String(data.total) } };
      },
      preflight: (headers) => ({ ...headers, 'access-control-allow-headers': 'Content-Type' }),
    });
    const { code, text } = await run([url, ...ORIGIN]);
    expect(code).toBe(1);
    const [errors, warnings] = text.split('Warnings:');
    // The renamed field: named, with what the app does (every article left out of the lists).
    expect(errors).toMatch(
      /GET \/api\/article: data\.list\[\]\.title \(\d+ of \d+ items\): missing \(the record has "headline", which the contract does not name: renamed\?\)/,
    );
    expect(errors).toMatch(/article: it has no title\).*\n.*leaves them out of the home page/);
    // CORS: the owner's calls are blocked.
    expect(errors).toMatch(
      /CORS preflight: Access-Control-Allow-Headers \(Content-Type\) lacks Authorization\n.*console fails/,
    );
    // total as text: the app reads it as the number, so it is a warning, named with its value.
    expect(warnings).toMatch(
      /data\.total \(in \d+ answers\): a string "\d+", not a number\n.*reads it as \d+: harmless/,
    );
    expect(text).toMatch(/Result: \d+ deviations break a screen, 1 warning\.$/);
  });

  it('says when the backend reads arrays in another format than arrayFormat', async () => {
    // A parser where the last of repeated keys wins (PHP's, Express's `extended: false` one).
    const lastWins = (body: string) => {
      const params = new URLSearchParams(body);
      const labels = params.getAll('labelIds');
      params.delete('labelIds');
      if (labels.length) params.append('labelIds', labels[labels.length - 1]);
      return params.toString();
    };
    const url = await backend.proxy({
      request: (method, path, body) =>
        method === 'POST' && path === '/api/article' ? lastWins(body) : body,
    });
    const before = blogData();
    const { code, text } = await run([url, ...ORIGIN, ...ACCOUNT]);
    expect(text).toMatch(
      /POST \/api\/article: data\.labels: labelIds \[\d+, \d+\] were sent as arrayFormat "repeat", the article has \[\d+\]\n.*articles lose labels on save: set arrayFormat in config\.js/,
    );
    expect(code).toBe(1);
    expect(blogData()).toEqual(before);
  });
});
