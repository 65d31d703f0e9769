/**
 * @jest-environment node
 */
/**
 * `npm run check-backend` against real HTTP: the mock backend (the contract's reference
 * implementation) passes, reads only and with the demo account, and leaves its data as it was;
 * a backend that deviates (behind a small proxy that rewrites the mock's answers) has each
 * deviation named and fails the run; an address that does not answer gets one message.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { getDb } from '@mocks/db';
import { startMockHttpServer, type MockHttpServer } from '@mocks/mock-http-server';
import { server as mswServer } from '@mocks/node';
import { main } from './run';

type Raw = Record<string, unknown>;

interface Rewrite {
  /** Rewrites a JSON answer of `method path` (path without its query). */
  body?: (method: string, path: string, body: Raw) => Raw;
  /** Rewrites the headers of a preflight answer. */
  preflight?: (headers: Record<string, string>) => Record<string, string>;
  /** Rewrites a form body on its way to the backend (how a backend parses it). */
  request?: (method: string, path: string, body: string) => string;
  /** Answers a call itself instead (HTTP status and body). */
  answer?: (method: string, path: string) => { status: number; body: string } | null;
}

interface Proxy {
  url: string;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return req.method === 'GET' || req.method === 'OPTIONS'
    ? undefined
    : Uint8Array.from(Buffer.concat(chunks));
}

/** A backend with deviations: the mock behind a proxy that rewrites its answers. */
function startProxy(target: string, rewrite: Rewrite): Promise<Proxy> {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const method = req.method ?? 'GET';
      const path = new URL(req.url ?? '/', target).pathname;
      const own = rewrite.answer?.(method, path);
      if (own) {
        res.writeHead(own.status, { 'access-control-allow-origin': '*' });
        res.end(own.body);
        return;
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (name !== 'host' && name !== 'connection' && typeof value === 'string')
          headers[name] = value;
      }
      let body: Uint8Array<ArrayBuffer> | string | undefined = await readBody(req);
      if (
        body &&
        rewrite.request &&
        headers['content-type']?.startsWith('application/x-www-form-urlencoded')
      ) {
        body = rewrite.request(method, path, Buffer.from(body).toString('utf8'));
        delete headers['content-length'];
      }
      const answer = await fetch(`${target}${req.url}`, { method, headers, body });
      let out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-length', 'content-encoding', 'connection', 'keep-alive'].includes(name))
          out[name] = value;
      });
      if (method === 'OPTIONS' && rewrite.preflight) out = rewrite.preflight(out);
      let sent = Buffer.from(await answer.arrayBuffer());
      if (rewrite.body && sent.length > 0 && out['content-type']?.includes('json')) {
        const json = JSON.parse(sent.toString('utf8')) as Raw;
        sent = Buffer.from(JSON.stringify(rewrite.body(method, path, json)));
      }
      res.writeHead(answer.status, out);
      res.end(sent);
    })().catch((error: unknown) => {
      res.writeHead(502);
      res.end(String(error));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** The blog's data, without what reading and visiting change (views, visits, sessions). */
function blogData() {
  const { articles, categories, labels, files, lastIds } = getDb();
  void lastIds;
  return structuredClone({
    articles: articles.map(({ views, ...rest }) => (void views, rest)),
    categories,
    labels,
    files,
  });
}

async function run(args: string[], stop?: AbortSignal): Promise<{ code: number; text: string }> {
  let text = '';
  const code = await main(
    args,
    (out) => {
      text += out;
    },
    stop,
  );
  return { code, text };
}

/** jest's msw would refuse requests to a real server as unhandled: let them go there. */
const letThrough = (url: string) => mswServer.use(http.all(`${url}/*`, () => passthrough()));

const ORIGIN = ['--origin', 'http://127.0.0.1:8080'];
const ACCOUNT = ['--username', 'admin', '--password', 'admin123'];

describe('check-backend', () => {
  let api: MockHttpServer;
  const proxies: Proxy[] = [];

  beforeAll(async () => {
    api = await startMockHttpServer(0);
  });
  afterAll(() => api.close());
  afterEach(async () => {
    await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
  });
  beforeEach(() => letThrough(api.url));

  const proxy = async (rewrite: Rewrite) => {
    const started = await startProxy(api.url, rewrite);
    proxies.push(started);
    letThrough(started.url);
    return started.url;
  };

  it('passes the mock backend, reading only, and changes nothing', async () => {
    const before = blogData();
    const { code, text } = await run([api.url, ...ORIGIN]);
    expect(text).toMatch(/Result: the backend matches the contract\.$/);
    expect(text).not.toMatch(/^ {2}(FAIL|warn)/m);
    expect(text).toMatch(/ok {4}GET \/api\/article\/timeline/);
    expect(text).toMatch(/Reads only/);
    expect(code).toBe(0);
    expect(blogData()).toEqual(before);
  });

  it('passes the mock backend with the demo account, and deletes everything it created', async () => {
    const before = blogData();
    const { code, text } = await run([api.url, ...ORIGIN, ...ACCOUNT]);
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
    const url = await proxy({ body: (_method, _path, body) => stringIds(body) as Raw });
    const { code, text } = await run([url, ...ORIGIN, ...ACCOUNT]);
    expect(text).toMatch(/Result: the backend matches the contract\.$/);
    expect(code).toBe(0);
  });

  it('names each deviation of a backend that renames a field, sends total as text and drops Authorization from CORS', async () => {
    const url = await proxy({
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
    const url = await proxy({
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

  it('cleans up what it created when a step fails midway, and names the failed step', async () => {
    const before = blogData();
    const url = await proxy({
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
    const url = await proxy({
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
    const url = await proxy({
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
    const url = await proxy({
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
      api.url,
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
    const closed = await startProxy(api.url, {});
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
