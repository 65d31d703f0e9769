/**
 * The demo backend's own service-worker failures never block the app (issue 25): msw's unhandled
 * `registration.update()` rejection is kept from the page's uncaught errors, and the dev server's
 * overlay shows none of them, while every other runtime error still shows.
 */
import { allowConsole } from '../test/console-guard';
import {
  isDemoWorkerFailure,
  overlayRuntimeErrorFilter,
  quietDemoWorkerFailures,
} from './worker-failure';

const UPDATE_FAILURE = new TypeError(
  "Failed to update a ServiceWorker for scope ('http://127.0.0.1:8080/') with script ('http://127.0.0.1:8080/mockServiceWorker.js'): Not found",
);
const UPDATE_404 = new TypeError(
  "Failed to update a ServiceWorker for scope ('http://127.0.0.1:8080/') with script ('http://127.0.0.1:8080/mockServiceWorker.js'): A bad HTTP response code (404) was received when fetching the script.",
);
const UPLOADS_FAILURE = new TypeError(
  "Failed to register a ServiceWorker for scope ('http://127.0.0.1:8080/uploads/') with script ('http://127.0.0.1:8080/mockUploadsWorker.js'): An unknown error occurred when fetching the script.",
);
const OTHERS = [
  new TypeError("Cannot read properties of undefined (reading 'title')"),
  new Error('Failed to fetch dynamically imported module: http://127.0.0.1:8080/page.chunk.js'),
  new Error("Failed to register a ServiceWorker for scope ('/') with script ('/sw.js')"),
];

/** A filter the way webpack-dev-server's client rebuilds it from the source text it is sent. */
function asTheBrowserGetsIt(filter: (error: Error) => boolean): (error: Error) => boolean {
  const source = decodeURIComponent(encodeURIComponent(filter.toString()));
  return new Function('message', `var callback = ${source}\n return callback(message)`) as (
    error: Error,
  ) => boolean;
}

describe('the demo workers’ own failures', () => {
  it('are told from every other error', () => {
    for (const error of [UPDATE_FAILURE, UPDATE_404, UPLOADS_FAILURE]) {
      expect(isDemoWorkerFailure(error)).toBe(true);
    }
    expect(isDemoWorkerFailure(UPDATE_FAILURE.message)).toBe(true);
    for (const error of [...OTHERS, undefined, null, 42, {}]) {
      expect(isDemoWorkerFailure(error)).toBe(false);
    }
  });

  it('never reach the dev server overlay, which still shows every other runtime error', () => {
    const show = asTheBrowserGetsIt(overlayRuntimeErrorFilter());
    expect(show(UPDATE_FAILURE)).toBe(false);
    expect(show(UPDATE_404)).toBe(false);
    expect(show(UPLOADS_FAILURE)).toBe(false);
    for (const error of OTHERS) expect(show(error)).toBe(true);
  });

  it('are no uncaught rejection of the page, only a warning; others stay uncaught', () => {
    allowConsole('warn', /^Demo backend: Failed to update a ServiceWorker/);
    const stop = quietDemoWorkerFailures(window);
    const rejection = (reason: unknown) => {
      const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
      Object.assign(event, { reason });
      window.dispatchEvent(event);
      return event;
    };
    try {
      expect(rejection(UPDATE_FAILURE).defaultPrevented).toBe(true);
      expect(rejection(OTHERS[0]).defaultPrevented).toBe(false);
    } finally {
      stop();
    }
    expect(rejection(UPDATE_FAILURE).defaultPrevented).toBe(false);
  });
});
