/**
 * The harness of check-backend's tests (src/check-backend/*.test.ts): the mock backend on real
 * HTTP, a small proxy that rewrites its answers as a deviating backend would, the blog's data to
 * compare before and after, and the tool run with its output captured.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { getDb } from '@mocks/db';
import { startMockHttpServer, type MockHttpServer } from '@mocks/mock-http-server';
import { server as mswServer } from '@mocks/node';
import { main } from '@/check-backend/run';

export type Raw = Record<string, unknown>;

export interface Rewrite {
  /** Rewrites a JSON answer of `method path` (path without its query). */
  body?: (method: string, path: string, body: Raw) => Raw;
  /** Rewrites the headers of a preflight answer. */
  preflight?: (headers: Record<string, string>) => Record<string, string>;
  /** Rewrites a form body on its way to the backend (how a backend parses it). */
  request?: (method: string, path: string, body: string) => string;
  /** Answers a call itself instead (HTTP status and body). */
  answer?: (method: string, path: string) => { status: number; body: string } | null;
}

export interface Proxy {
  url: string;
  close(): Promise<void>;
}

export async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return req.method === 'GET' || req.method === 'OPTIONS'
    ? undefined
    : Uint8Array.from(Buffer.concat(chunks));
}

/** A backend with deviations: the mock behind a proxy that rewrites its answers. */
export function startProxy(target: string, rewrite: Rewrite): Promise<Proxy> {
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
export function blogData() {
  const { articles, categories, labels, files, lastIds } = getDb();
  void lastIds;
  return structuredClone({
    articles: articles.map(({ views, ...rest }) => (void views, rest)),
    categories,
    labels,
    files,
  });
}

export async function run(
  args: string[],
  stop?: AbortSignal,
): Promise<{ code: number; text: string }> {
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
export const letThrough = (url: string) => mswServer.use(http.all(`${url}/*`, () => passthrough()));

export const ORIGIN = ['--origin', 'http://127.0.0.1:8080'];
export const ACCOUNT = ['--username', 'admin', '--password', 'admin123'];

/** Starts the mock backend for a describe block; `proxy` puts a rewriting proxy before it. */
export function useMockBackend() {
  const harness = {
    api: undefined as unknown as MockHttpServer,
    proxy: async (rewrite: Rewrite) => {
      const started = await startProxy(harness.api.url, rewrite);
      proxies.push(started);
      letThrough(started.url);
      return started.url;
    },
  };
  const proxies: Proxy[] = [];
  beforeAll(async () => {
    harness.api = await startMockHttpServer(0);
  });
  afterAll(() => harness.api.close());
  afterEach(async () => {
    await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
  });
  beforeEach(() => letThrough(harness.api.url));
  return harness;
}
