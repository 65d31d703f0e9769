/**
 * The only script a prerendered page loads up front. The page is finished HTML (readable, links
 * and the search form work), so the app is not needed for the first paint: starting it after the
 * page has loaded and painted keeps its download and evaluation off the critical path (the
 * reader's largest paint no longer waits on ~200 KiB of script on a slow phone), and the app then
 * takes the page over as before (src/app/render-app.tsx). Kept free of imports beyond the shared
 * shape so it stays a few hundred bytes.
 */
import { DEFERRED_START_ID, type DeferredStart } from '@/app/deferred-start';

function readDeferredStart(): DeferredStart | null {
  const element = document.getElementById(DEFERRED_START_ID);
  try {
    const parsed = JSON.parse(element?.textContent ?? '') as DeferredStart;
    return Array.isArray(parsed.scripts) && Array.isArray(parsed.preload) ? parsed : null;
  } catch {
    return null;
  }
}

function startApp(start: DeferredStart): void {
  for (const href of start.preload) {
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

/** After the next frame has been painted: a frame callback, then a task after it. */
function afterPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}

const start = readDeferredStart();
if (start) {
  const go = () => afterPaint(() => startApp(start));
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
}
