/**
 * A prerendered page's first script file, asked for by its inline head script once the page has
 * loaded (src/head/head-script.js; at once on a marked page). The page is finished HTML (readable,
 * links and the search form work), so the app is not needed for the first paint: starting it after the
 * page has loaded and painted keeps its download and evaluation off the critical path (the
 * reader's largest paint no longer waits on ~200 KiB of script on a slow phone), and the app then
 * takes the page over as before (src/app/render-app.tsx). Imports only the page format's start-up list
 * (src/lib/page-format), so it stays a few hundred bytes.
 */
import { readDeferredStart, type DeferredStart } from '@/lib/page-format/deferred-start';
import { PRERENDERED_MARK } from '@/lib/page-format/page-ids';

/** Starts the app's scripts; `preload` also fetches the rendered route's chunks alongside. */
function startApp(start: DeferredStart, preload: boolean): void {
  for (const href of preload ? start.preload : []) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
  }
  for (const src of start.scripts) {
    const script = document.createElement('script');
    // Inserted scripts are async by default; the runtime must run before main.
    script.async = false;
    script.src = src;
    document.head.append(script);
  }
}

/** Resolves once the page has loaded (images included) and its first content is on screen. */
function loadedAndPainted(): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  const painted = new Promise<void>((resolve) => {
    // A hidden tab does not paint; a browser without paint timing cannot say when it did.
    if (
      document.visibilityState === 'hidden' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    ) {
      resolve();
      return;
    }
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
  return Promise.all([loaded, painted]).then(() => undefined);
}

const start = readDeferredStart(document);
if (start && document.documentElement.dataset[PRERENDERED_MARK]) {
  // The head script marked the page (src/head/head-script.js): rendered from another API than
  // config.js names, or served for another location (a host's 404 page for a new article). What is wrong
  // is hidden already; start the app at once, which renders the route afresh. Without the
  // rendered route's chunks: the app fetches those of its own route.
  startApp(start, false);
} else if (start) {
  // A task of its own after both, so the app's first work does not share the paint's frame.
  void loadedAndPainted().then(() => setTimeout(() => startApp(start, true), 0));
}
