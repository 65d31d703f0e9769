/**
 * The demo backend in the browser: an msw service worker answering the API's calls (paths under
 * /api/ and /uploads/ on any origin; everything else goes to the network). The database is kept in
 * local storage after each write and restored at start; `?reset-demo` in any page's URL puts the
 * demo data back to the seed. Files also open in a tab of their own (see upload-cache.ts).
 */
import { setupWorker } from 'msw/browser';
import { getDb, onWrite, replaceDb, resetDb } from './db';
import { handlers } from './handlers';
import { deserialise, serialise, STORAGE_KEY } from './persistence';
import { startUploadServing, syncUploadCache } from './upload-cache';
import { quietDemoWorkerFailures } from './worker-failure';

const RESET_PARAM = 'reset-demo';

function save(): void {
  try {
    localStorage.setItem(STORAGE_KEY, serialise(getDb()));
  } catch {
    // Quota or privacy mode: the demo keeps working, only without persistence.
  }
}

function restoreOrReset(): void {
  const url = new URL(window.location.href);
  if (url.searchParams.has(RESET_PARAM)) {
    localStorage.removeItem(STORAGE_KEY);
    resetDb();
    url.searchParams.delete(RESET_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    return;
  }
  const restored = deserialise(localStorage.getItem(STORAGE_KEY));
  if (restored) replaceDb(restored);
}

/**
 * File links point at the API's origin; a tab can only be served from the page's own one, which
 * is where the demo answers unless config.js names another `apiBase`.
 */
function serveUploads(apiBase: string): void {
  const origin = new URL(apiBase).origin;
  if (origin !== window.location.origin) return;
  // One sync at a time, so that a delete and a put for the same write never interleave.
  let syncing = startUploadServing(origin);
  onWrite(() => {
    syncing = syncing.then(() => syncUploadCache(origin)).catch(() => undefined);
  });
}

/**
 * Starts the worker. The handlers match any origin, so the mock answers on whatever `apiBase`
 * the config names; the base is only used in the console note.
 */
export async function startMockWorker(apiBase: string): Promise<void> {
  // Before start(): msw's own unhandled update() call is made inside it.
  quietDemoWorkerFailures();
  restoreOrReset();
  onWrite(save);
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  serveUploads(apiBase);
  console.info(
    `Demo backend: answering ${apiBase} in the browser. Add ?${RESET_PARAM} to a URL to restore the demo data.`,
  );
}
