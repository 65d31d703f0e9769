// A tiny static server for the production build, the way a plain static host serves it: files as
// they are, then path/index.html (a prerendered page), then index.html for any other path (the app
// routes on the client), gzip when asked, and a config.js written by the harness instead of the
// one in the build (the build is never modified).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { configScript } from './site-config.mjs';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

const COMPRESSIBLE = /^(text\/|application\/json|image\/svg\+xml)/;

function contentType(file) {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Resolves a URL path inside `root`, or null when it would leave it. */
function resolveInside(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.normalize(path.join(root, decoded));
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Starts the server on 127.0.0.1 with an OS-chosen port.
 * @param {{ root: string, config: object, compress?: boolean, headers?: Record<string, string> | ((pathname: string) => Record<string, string>), notFoundPage?: string }} options
 *   headers: extra response headers on every answer, e.g. a Content-Security-Policy, as a host
 *   configured with it would send them; a function of the request's path for headers that
 *   differ by location (the console's policy on /manager and below). notFoundPage: a file of the root (e.g. '404.html') to
 *   answer any other path with, status 404, as a host with a 404 fallback does, instead of
 *   index.html.
 */
export async function startStaticServer({
  root,
  config,
  compress = true,
  headers: extra = {},
  notFoundPage = null,
}) {
  const absoluteRoot = path.resolve(root);
  const indexFile = path.join(absoluteRoot, 'index.html');
  if (!isFile(indexFile))
    throw new Error(`No production build in ${absoluteRoot} (index.html missing)`);
  let currentConfig = config;

  const send = (req, res, status, type, body) => {
    const { pathname } = new URL(req.url ?? '/', 'http://static.invalid');
    const located = typeof extra === 'function' ? extra(pathname) : extra;
    const headers = { ...located, 'Content-Type': type, 'Cache-Control': 'no-cache' };
    const gzip =
      compress && COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const payload = gzip ? zlib.gzipSync(body) : body;
    if (gzip) {
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = payload.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  };

  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const { pathname } = new URL(req.url ?? '/', 'http://static.invalid');
    if (pathname === '/config.js') {
      send(req, res, 200, contentType('config.js'), Buffer.from(configScript(currentConfig)));
      return;
    }
    const file = resolveInside(absoluteRoot, pathname);
    if (file && isFile(file)) {
      send(req, res, 200, contentType(file), fs.readFileSync(file));
      return;
    }
    const page = file && path.join(file, 'index.html');
    if (page && isFile(page)) {
      send(req, res, 200, CONTENT_TYPES['.html'], fs.readFileSync(page));
      return;
    }
    // A missing script, style or image is a real 404 (a missing chunk must fail loudly); any
    // other path is a client-side route.
    if (path.extname(pathname) && CONTENT_TYPES[path.extname(pathname).toLowerCase()]) {
      send(req, res, 404, 'text/plain; charset=utf-8', Buffer.from('Not found\n'));
      return;
    }
    if (notFoundPage) {
      send(
        req,
        res,
        404,
        CONTENT_TYPES['.html'],
        fs.readFileSync(path.join(absoluteRoot, notFoundPage)),
      );
      return;
    }
    send(req, res, 200, CONTENT_TYPES['.html'], fs.readFileSync(indexFile));
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    /** Serves another config.js from now on (e.g. a misconfigured site). */
    setConfig(next) {
      currentConfig = next;
    },
    /** Back to the config the server started with. */
    resetConfig() {
      currentConfig = config;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
