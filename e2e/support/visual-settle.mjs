// When a page of the pixel comparison is at rest (e2e/support/visual.mjs): nothing changing or
// loading over a few frames, and the window grown to the page's full height for the picture.
import { WAIT_TIMEOUT_MS } from './browser.mjs';
import { VIEWPORTS } from './visual-screens.mjs';

/** One animation frame later, with the page's DOM change count (JavaScript on only). */
export const frame = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.__visualMutations))),
      ),
  );

/** Frames in a row with nothing changed and nothing loading that make a page "at rest". */
export const QUIET_FRAMES = 5;

/** What still keeps the page from being pictured (an empty list once it is at rest). */
export function unsettled() {
  const reasons = [];
  if (document.readyState !== 'complete') reasons.push(`document ${document.readyState}`);
  if (document.fonts.status !== 'loaded') reasons.push('fonts loading');
  // A lazy image below the fold is not loading, it waits to be scrolled to (a picture makes the
  // window as tall as the page first, so every image it shows is in view and waited for). The
  // attribute, not the property: Chromium answers `loading` "eager" for an image moved in from
  // the prerendered page the app fetched ahead, which it still loads lazily.
  const waiting = (image) =>
    image.getAttribute('loading') === 'lazy' &&
    image.getBoundingClientRect().top >= window.innerHeight;
  const images = Array.from(document.images).filter((image) => !image.complete && !waiting(image));
  if (images.length > 0) reasons.push(`images loading: ${images.map((image) => image.src)}`);
  const moving = document
    .getAnimations()
    .filter(
      (animation) =>
        animation.playState === 'running' &&
        animation.effect?.getComputedTiming().endTime !== Infinity,
    );
  if (moving.length > 0) {
    reasons.push(`animations: ${moving.map((a) => a.animationName ?? a.transitionProperty)}`);
  }
  const busy = document.querySelectorAll('.placeholder, [aria-busy="true"], .MuiSkeleton-root');
  if (busy.length > 0) {
    reasons.push(`busy: ${Array.from(busy, (node) => node.outerHTML.slice(0, 120))}`);
  }
  return reasons;
}

/** Waits until the page is ready for its picture (see the conditions at the top of the file). */
export async function settle(state) {
  const { page } = state;
  await page.evaluate(() => document.fonts.ready);
  if (!state.javaScript) {
    // The page runs no script, not even a frame callback: asked from here until it is at rest.
    const deadline = Date.now() + WAIT_TIMEOUT_MS;
    for (;;) {
      const reasons = await page.evaluate(unsettled);
      if (reasons.length === 0) return;
      if (Date.now() > deadline)
        throw new Error(`${page.url()} never settled: ${reasons.join('; ')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    await page.waitForFunction(`(${unsettled})().length === 0`);
  } catch (error) {
    const reasons = await page.evaluate(unsettled).catch(() => []);
    throw new Error(`${page.url()} never settled: ${reasons.join('; ')}`, { cause: error });
  }
  let quiet = 0;
  let last = await frame(page);
  while (quiet < QUIET_FRAMES) {
    const count = await frame(page);
    quiet = count === last && state.inFlight() === 0 ? quiet + 1 : 0;
    last = count;
  }
}

/**
 * Makes the window as tall as the page (and lets it settle at that size) for a full picture, and
 * returns true; false for a page as tall as its window plus a bar or two (the editor's writer
 * fills the window), which grows with it: that one is put back to its usual window and pictured
 * as that window shows it (Chromium's capture beyond the viewport is not steady under load: its
 * sticky save bar came out shifted by a fraction of a pixel in one capture of two).
 */
export async function growToPage(state) {
  const { page, width } = state;
  const usual = VIEWPORTS[width];
  for (let round = 0; round < 3; round += 1) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (height <= page.viewportSize().height) return true;
    await page.setViewportSize({ width, height });
    await settle(state);
  }
  await page.setViewportSize(usual);
  await settle(state);
  return false;
}
