/**
 * The demo backend's service workers failing on their own, which must never block the app. msw
 * calls `registration.update()` on every start without handling its rejection (mswjs/msw#2006),
 * and its worker unregisters itself once its last page closes: a full page load that races that
 * (a reload, a link opened from the address bar) finds the registration gone, and the update
 * rejects with "Failed to update a ServiceWorker for scope (…) with script (…/mockServiceWorker.js):
 * Not found". The worker already running keeps answering, so the failure is only noted.
 */

/**
 * True for a rejection or error of the demo's own workers (msw's and the uploads one).
 * Self-contained on purpose: webpack-dev-server sends this function's source, as it is, to the
 * browser as its overlay filter (webpack.config.ts), so it may use nothing from outside it.
 */
export function isDemoWorkerFailure(error: unknown): boolean {
  const message =
    typeof error === 'string'
      ? error
      : error && typeof error === 'object' && typeof (error as Error).message === 'string'
        ? (error as Error).message
        : '';
  return /ServiceWorker/i.test(message) && /mock(Service|Uploads)Worker\.js/.test(message);
}

/**
 * Keeps the demo workers' own rejections from surfacing as uncaught errors (the browser's console,
 * a development overlay): they are said once as a warning instead. Returns the way to stop.
 */
export function quietDemoWorkerFailures(target: Window = window): () => void {
  const listener = (event: PromiseRejectionEvent) => {
    if (!isDemoWorkerFailure(event.reason)) return;
    event.preventDefault();
    console.warn(
      `Demo backend: ${(event.reason as Error)?.message ?? event.reason} (the running worker keeps answering).`,
    );
  };
  target.addEventListener('unhandledrejection', listener);
  return () => target.removeEventListener('unhandledrejection', listener);
}

/**
 * webpack-dev-server's filter for runtime errors (true: cover the page with it): all but the demo
 * workers' own failures. The dev server sends a filter's source text to the browser, so this one
 * is built from isDemoWorkerFailure's source and stands alone.
 */
export function overlayRuntimeErrorFilter(): (error: Error) => boolean {
  return new Function('error', `return !(${isDemoWorkerFailure.toString()})(error);`) as (
    error: Error,
  ) => boolean;
}
