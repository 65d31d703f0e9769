/**
 * Opening a file's link in a new tab is a navigation, and msw's worker never answers those (nor
 * can any worker read the demo database, which lives in this page). So the page copies every
 * stored file, with the headers the handler serves it with, into Cache Storage, and a small
 * second worker (public/mockUploadsWorker.js, scoped to /uploads/) answers navigations from it.
 */
import { getDb } from './db';
import { fileUrl, servedHeaders } from './data/files';

const CACHE_NAME = 'blog-demo-uploads';
export const UPLOADS_WORKER_URL = '/mockUploadsWorker.js';
const UPLOADS_SCOPE = '/uploads/';

/** Makes the cache hold exactly the files the database holds (as served from `origin`). */
export async function syncUploadCache(origin: string): Promise<void> {
  const cache = await caches.open(CACHE_NAME);
  const wanted = new Map(
    getDb()
      .files.filter((row) => row.bytes)
      .map((row) => [fileUrl(row, origin), row]),
  );
  const cached = await cache.keys();
  await Promise.all(
    cached.filter((request) => !wanted.has(request.url)).map((request) => cache.delete(request)),
  );
  const present = new Set(cached.map((request) => request.url));
  await Promise.all(
    [...wanted]
      .filter(([url]) => !present.has(url))
      .map(([url, row]) =>
        cache.put(url, new Response(row.bytes, { headers: servedHeaders(row) })),
      ),
  );
}

/** Registers the uploads worker; the demo keeps working (without opening files) if it cannot. */
export async function startUploadServing(origin: string): Promise<void> {
  if (!('serviceWorker' in navigator) || typeof caches === 'undefined') return;
  try {
    await syncUploadCache(origin);
    await navigator.serviceWorker.register(UPLOADS_WORKER_URL, { scope: UPLOADS_SCOPE });
  } catch (error) {
    console.warn('Demo backend: files cannot be opened in a tab here.', error);
  }
}
