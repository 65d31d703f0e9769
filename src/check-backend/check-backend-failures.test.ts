/**
 * @jest-environment node
 */
/**
 * `npm run check-backend` when things go wrong: a step failing midway (everything created is
 * deleted), a create without an id, an interrupt, a refused sign-in, an address that does not
 * answer and arguments it cannot use.
 */
import {
  ACCOUNT,
  ORIGIN,
  blogData,
  letThrough,
  run,
  startProxy,
  useMockBackend,
} from '../../test/check-backend-harness';

describe('check-backend when things go wrong', () => {
  const backend = useMockBackend();

  it('cleans up what it created when a step fails midway, and names the failed step', async () => {
    const before = blogData();
    const url = await backend.proxy({
      answer: (method, path) =>
        method === 'PUT' && path.startsWith('/api/article/')
          ? { status: 500, body: 'Internal Server Error' }
          : null,
    });
    const { code, text } = await run([url, ...ORIGIN, ...ACCOUNT]);
    expect(code).toBe(1);
    expect(text).toMatch(/FAIL {2}PUT \/api\/article\/\d+ +500 /);
    expect(text).toMatch(/PUT \/api\/article\/\{id\}: HTTP status: HTTP 500 without the envelope/);
    expect(text).toContain('Cleanup: everything the check created was deleted.');
    expect(blogData()).toEqual(before);
  });

  it('only warns when a call the app makes quietly fails (the visit report)', async () => {
    const url = await backend.proxy({
      answer: (method, path) =>
        method === 'POST' && path === '/api/analysis' ? { status: 503, body: 'busy' } : null,
    });
    const { code, text } = await run([url, ...ORIGIN, ...ACCOUNT]);
    expect(text).toMatch(
      /POST \/api\/analysis: HTTP status: HTTP 503 without the envelope\n.*nothing shows \(the call is quiet\)/,
    );
    expect(text).toMatch(
      /Result: the backend matches the contract \(1 warning, harmless for this app\)\.$/,
    );
    expect(code).toBe(0);
  });

  it('finds and deletes a record whose create answered no id', async () => {
    const before = blogData();
    const url = await backend.proxy({
      body: (method, path, body) =>
        method === 'POST' && path === '/api/category' ? { ...body, data: null } : body,
    });
    const { code, text } = await run([url, ...ORIGIN, ...ACCOUNT]);
    expect(text).toMatch(
      /POST \/api\/category: data: Expected the saved category or label, got null/,
    );
    expect(text).toMatch(/ok {4}GET \/api\/category\/all\?page=1&pageSize=10&keyword=cb.* 1 found/);
    expect(text).toMatch(/ok {4}DELETE \/api\/category\/\d+ /);
    expect(text).toContain('Cleanup: everything the check created was deleted.');
    expect(code).toBe(1);
    expect(blogData()).toEqual(before);
  });

  it('on an interrupt starts no new step, deletes what it created, and exits 2', async () => {
    const before = blogData();
    const stop = new AbortController();
    const url = await backend.proxy({
      body: (method, path, body) => {
        if (method === 'PUT' && path.startsWith('/api/label/')) stop.abort();
        return body;
      },
    });
    const { code, text } = await run([url, ...ORIGIN, ...ACCOUNT], stop.signal);
    expect(text).not.toContain('POST /api/article ');
    expect(text).toMatch(/ok {4}DELETE \/api\/label\/\d+ /);
    expect(text).toMatch(/ok {4}DELETE \/api\/category\/\d+ /);
    expect(text).toContain('Cleanup: everything the check created was deleted.');
    expect(text).toMatch(
      /Interrupted: the check stopped before its last call\.\n\nResult: incomplete/,
    );
    expect(code).toBe(2);
    expect(blogData()).toEqual(before);
  });

  it('says a refused sign-in is the account given, not a deviation, and exits 2', async () => {
    const { code, text } = await run([
      backend.api.url,
      ...ORIGIN,
      '--username',
      'admin',
      '--password',
      'nope',
    ]);
    expect(text).toMatch(
      /ok {4}POST \/api\/auth\/login +200 code 1001 refused \(1001: Wrong username or password\.\)/,
    );
    expect(text).toContain(
      'The sign-in was refused ("Wrong username or password."): check --username and --password.',
    );
    expect(text).not.toMatch(/^Deviations/m);
    expect(code).toBe(2);
  });

  it('says in one message that an address does not answer, and exits 2', async () => {
    const closed = await startProxy(backend.api.url, {});
    await closed.close();
    letThrough(closed.url);
    const { code, text } = await run([closed.url]);
    expect(text).toBe(
      `Cannot reach the API at ${closed.url} (ECONNREFUSED). Check the address and that the backend is running; nothing was checked.`,
    );
    expect(code).toBe(2);
  });

  it('refuses arguments it cannot use, with its usage', async () => {
    const { code, text } = await run(['api.example.com']);
    expect(text).toMatch(
      /^The API address "api\.example\.com" is not an absolute http\(s\) address/,
    );
    expect(text).toContain('Usage: npm run check-backend');
    expect(code).toBe(2);
  });
});
