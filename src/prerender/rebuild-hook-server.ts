/**
 * `--listen HOST:PORT`: the prerender's rebuild hook, a URL to POST as Netlify's, Vercel's and
 * Cloudflare's build hooks are, so the console's "Rebuild the site" (or a script) can bring the
 * pages in step at once. `POST /` with `Authorization: Bearer <PRERENDER_HOOK_TOKEN>` asks for a
 * pass (pass-scheduler.ts) and answers 202 `{"status":"started"|"queued"}`; anything else is
 * refused: 401 without the right token, 405 for another method, 404 for another path, 413 for a
 * body over a few kilobytes (none is needed). CORS for the blog's own origin only (site.url's), so
 * its console may call the hook on another port; docs/deploying.md's nginx location serves it
 * under the blog's origin instead (deploy/nginx/blog.conf).
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  PRERENDER_HOOK_MAX_BODY_BYTES,
  PRERENDER_HOOK_REQUEST_TIMEOUT_MS,
} from '@/config/constants';
import type { PassRequest } from './pass-scheduler';

export interface HookSettings {
  host: string;
  port: number;
  token: string;
  /** The blog's origin (site.url's), the one origin CORS allows; null: none (a demo). */
  origin: string | null;
}

export interface RebuildHook {
  /** Where it listens, e.g. `http://127.0.0.1:8790` (the port the system gave for port 0). */
  url: string;
  close(): Promise<void>;
}

const ALLOW = 'POST, OPTIONS';

const digest = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether `Authorization` carries the token. Both sides are hashed first, so the comparison
 * takes as long whatever was sent (timingSafeEqual wants equal lengths; a length check would
 * tell the token's length).
 */
function authorized(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return crypto.timingSafeEqual(digest(match?.[1] ?? ''), expected) && match !== null;
}

/** Reads the body up to the limit; false (and nothing more read) once it is over. */
function bodyWithinLimit(request: http.IncomingMessage): Promise<boolean> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > PRERENDER_HOOK_MAX_BODY_BYTES) return Promise.resolve(false);
  return new Promise((resolve, reject) => {
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > PRERENDER_HOOK_MAX_BODY_BYTES) {
        request.pause();
        resolve(false);
      }
    });
    request.once('end', () => resolve(true));
    request.once('error', reject);
  });
}

export function listenForRebuilds(
  settings: HookSettings,
  requestPass: () => PassRequest,
): Promise<RebuildHook> {
  const expected = digest(settings.token);

  const server = http.createServer((request, response) => {
    const ours = settings.origin !== null && request.headers.origin === settings.origin;
    const answer = (status: number, body: object | null, headers: Record<string, string> = {}) => {
      response.writeHead(status, {
        'Cache-Control': 'no-store',
        Vary: 'Origin',
        ...(ours && { 'Access-Control-Allow-Origin': settings.origin! }),
        ...(body && { 'Content-Type': 'application/json; charset=utf-8' }),
        // A refused request's body is not read: the connection ends with the answer.
        ...(status !== 202 && { Connection: 'close' }),
        ...headers,
      });
      response.end(body ? JSON.stringify(body) : undefined);
    };
    // The path as sent, without its query (`//x` is a path here, not an address).
    if ((request.url ?? '').split('?')[0] !== '/')
      return answer(404, { error: 'not found: POST / starts a pass' });
    if (request.method === 'OPTIONS') {
      // A preflight: the console's POST carries Authorization, so the browser asks first.
      return answer(204, null, {
        Allow: ALLOW,
        ...(ours && {
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'Authorization, Content-Type',
          'Access-Control-Max-Age': '600',
        }),
      });
    }
    if (request.method !== 'POST') {
      return answer(405, { error: 'method not allowed: POST / starts a pass' }, { Allow: ALLOW });
    }
    if (!authorized(request.headers.authorization, expected)) {
      return answer(
        401,
        { error: 'a bearer token is needed, the one in PRERENDER_HOOK_TOKEN' },
        { 'WWW-Authenticate': 'Bearer realm="prerender"' },
      );
    }
    bodyWithinLimit(request).then(
      (within) =>
        within
          ? answer(202, { status: requestPass() })
          : answer(413, { error: `the body is over ${PRERENDER_HOOK_MAX_BODY_BYTES} bytes` }),
      () => response.destroy(),
    );
  });
  // A client that sends slowly holds no socket for long.
  server.requestTimeout = PRERENDER_HOOK_REQUEST_TIMEOUT_MS;
  server.headersTimeout = PRERENDER_HOOK_REQUEST_TIMEOUT_MS;

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => {
      server.off('error', reject);
      const { address, port } = server.address() as AddressInfo;
      const host = address.includes(':') ? `[${address}]` : address;
      resolve({
        url: `http://${host}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
