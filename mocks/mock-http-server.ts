/**
 * The mock backend over real HTTP, for browser tests and anyone who wants a network path: Node's
 * http server hands each request to msw's own `getResponse` with the same handlers, so there is
 * one implementation. Adds CORS for any origin and two test-only control endpoints.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { expireSessions } from './data/sessions';
import { resetDb } from './db';
import { handlers } from './handlers';
import { hostileAnswer, setHostile } from './hostile-backend';

export const DEFAULT_PORT = 3001;
const HOST = '127.0.0.1';

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Max-Age': '600',
};

/**
 * Test-only: `POST /__mock/reset` (back to the seed, and a friendly backend),
 * `POST /__mock/expire-sessions` (every token invalid), `POST /__mock/hostile` (string ids and
 * hostile records, see hostile-backend.ts).
 */
const CONTROLS: Record<string, () => void> = {
  '/__mock/reset': () => {
    resetDb();
    setHostile(false);
  },
  '/__mock/expire-sessions': expireSessions,
  '/__mock/hostile': () => setHostile(true),
};

const envelope = (code: number, msg: string) => JSON.stringify({ code, msg, data: null });

async function toFetchRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = req.method ?? 'GET';
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks);
  return new Request(new URL(req.url ?? '/', origin), { method, headers, body });
}

async function answer(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
  const send = (status: number, body: string | Buffer, headers: Record<string, string> = {}) => {
    // Lower-cased names, so the handler's headers replace the defaults instead of doubling them.
    const merged: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
    for (const [name, value] of Object.entries({ ...CORS_HEADERS, ...headers }))
      merged[name.toLowerCase()] = value;
    res.writeHead(status, merged);
    res.end(body);
  };
  const path = new URL(req.url ?? '/', origin).pathname;
  if (req.method === 'OPTIONS') return send(204, '');
  const control = CONTROLS[path];
  if (control && req.method === 'POST') {
    control();
    return send(200, JSON.stringify({ code: 0, msg: 'ok', data: null }));
  }
  const request = await toFetchRequest(req, origin);
  const response = await hostileAnswer(request, () => getResponse(handlers, request));
  if (!response) return send(404, envelope(404, `No such call: ${req.method} ${path}`));
  send(
    response.status,
    Buffer.from(await response.arrayBuffer()),
    Object.fromEntries(response.headers),
  );
}

export interface MockHttpServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 (`port` 0 picks a free one) and resolves once it accepts connections. */
export function startMockHttpServer(port = DEFAULT_PORT): Promise<MockHttpServer> {
  const server = createServer((req, res) => {
    // File URLs in answers point back at the address the client used.
    const origin = `http://${req.headers.host ?? `${HOST}:${port}`}`;
    answer(req, res, origin).catch((error: unknown) => {
      console.error('[mock api]', error);
      if (!res.headersSent)
        res.writeHead(500, { ...CORS_HEADERS, 'Content-Type': 'application/json' });
      res.end(envelope(500, 'The mock API failed to answer.'));
    });
  });
  // Idle connections stay open longer than a client's own keep-alive (Node's fetch keeps one about
  // 4 s): with the server's 5 s default, a client busy rendering could send on a socket the server
  // had just closed, and the call failed as "could not be reached".
  server.keepAliveTimeout = 65000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      const actual = (server.address() as AddressInfo).port;
      resolve({
        url: `http://${HOST}:${actual}`,
        port: actual,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
