// The screens of the pixel comparison (issue 27 "Looks unchanged") and how each is opened for its
// picture, for e2e/visual.test.mjs (which compares it with e2e/visual-baseline/ through
// Playwright's toHaveScreenshot, and records it with --update-snapshots). Every public page and
// console screen at 360 and 1280 px in both schemes, plus the prerendered home, article and
// archive with JavaScript off.
//
// A picture must come out the same, pixel for pixel, every time the same build is captured:
// - one fixed time: the browser's clock (Playwright's clock) and the mock API's and prerender's
//   (fixed-clock.cjs) say FIXED_NOW, and the time zone and locale are fixed;
// - the demo data reset before every screen (reading an article counts a view);
// - Math.random seeded and the tag colours picked in advance (they are random per site and
//   visit): the app's in session storage, the prerender's in the manifest it reads them from;
// - reduced motion, no mouse over the page (a new page after signing in), caret hidden,
//   animations finished for the picture;
// - the page judged ready on conditions only: its content shown, no placeholder or busy region,
//   fonts and images loaded, no request in flight and the DOM unchanged over a few frames;
// - full page: the window is made as tall as the page before the picture (instead of Chromium's
//   capture beyond the viewport, which resizes the page for an instant without letting it settle),
//   so the windowed archive is drawn whole; only a page that grows with its window (the editor)
//   is pictured as its usual window shows it.
import fs from 'node:fs';
import path from 'node:path';
import { WAIT_TIMEOUT_MS, launchBrowser } from './browser.mjs';
import { signIn } from './auth.mjs';
import { startMockApi } from './mock-api.mjs';
import { distDir, projectRoot } from './paths.mjs';
import { copyBuild, prerender, prerenderFailure, removeCopy } from './prerender.mjs';
import { testConfig } from './site-config.mjs';
import { startStaticServer } from './static-server.mjs';
import { CLOCK_ENV, FIXED_NOW, VIEWPORTS, allShotNames, shotName } from './visual-screens.mjs';
import { growToPage, settle } from './visual-settle.mjs';

export const baselineDir = path.join(projectRoot, 'e2e', 'visual-baseline');

/** Each tag's colour, picked in advance: tag n in the (n-1)th of the five (src/lib/tag-colors.ts). */
const TAG_COLOR_PICKS = Object.fromEntries(
  Array.from({ length: 100 }, (_, index) => [index + 1, index % 5]),
);

/**
 * Starts what a capture needs: the mock API and the prerender on the fixed clock, a static server
 * for the build (dist/ or E2E_DIST) and one for a prerendered copy of it, and Chromium.
 * `prerendered: false` skips the prerender (nothing of that group is to be captured).
 */
export async function startVisualServers({ prerendered = true } = {}) {
  const servers = { close: async () => {} };
  const closers = [];
  servers.close = async () => {
    for (const close of closers.reverse()) await close().catch(() => {});
  };
  try {
    const mock = await startMockApi({ env: CLOCK_ENV });
    closers.push(() => mock.close());
    servers.mock = mock;
    const config = testConfig(mock.url);
    const site = await startStaticServer({ root: distDir, config });
    closers.push(() => site.close());
    servers.site = site;
    if (prerendered) {
      const dist = copyBuild();
      closers.push(async () => removeCopy(dist));
      // As a last run would have left them (src/prerender/kept-tag-colors.ts): its pages are
      // rendered again, in these colours.
      fs.writeFileSync(
        path.join(dist, 'prerender-manifest.json'),
        JSON.stringify({ format: 2, key: '', articles: {}, tagColors: TAG_COLOR_PICKS }),
      );
      const copy = await startStaticServer({ root: dist, config });
      closers.push(() => copy.close());
      const withUrl = { ...config, site: { ...config.site, url: copy.url } };
      copy.setConfig(withUrl);
      const result = await prerender(dist, withUrl, [], { env: CLOCK_ENV });
      if (result.status !== 0) throw new Error(prerenderFailure(result));
      servers.prerendered = copy;
    }
    const browser = await launchBrowser();
    closers.push(() => browser.close());
    servers.browser = browser;
    return servers;
  } catch (error) {
    await servers.close();
    throw error;
  }
}

/**
 * Runs in every page before its own scripts: Math.random seeded (mulberry32), the tag colours
 * picked in advance as a visit would have picked them, images loaded eagerly, and a count of DOM
 * changes, for "the page has stopped changing".
 */
function determinism(tagColorPicks) {
  let seed = 27;
  Math.random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  try {
    if (!sessionStorage.getItem('tagColors')) {
      sessionStorage.setItem('tagColors', JSON.stringify(tagColorPicks));
    }
  } catch {
    // no storage: the seeded Math.random picks them the same way every time
  }
  // Images load at once, not as they near the viewport: a picture waits for every image, and a
  // lazy one that is hidden or clipped would never come (it looks the same once loaded).
  const setAttribute = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (name, value) {
    if (this instanceof HTMLImageElement && String(name).toLowerCase() === 'loading') return;
    setAttribute.call(this, name, value);
  };
  Object.defineProperty(HTMLImageElement.prototype, 'loading', {
    configurable: true,
    get: () => 'eager',
    set: () => {},
  });
  window.__visualMutations = 0;
  new MutationObserver((records) => {
    window.__visualMutations += records.length;
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/**
 * One browser context for a group at one width and scheme, with its page. Requests in flight are
 * counted for the "ready" condition. `javaScript: false` reads the page as it arrived;
 * `fixedClock: false` keeps the browser's own clock.
 */
export async function openVisualContext(
  browser,
  { width, scheme, javaScript = true, fixedClock = true },
) {
  const context = await browser.newContext({
    viewport: VIEWPORTS[width],
    colorScheme: scheme,
    reducedMotion: 'reduce',
    timezoneId: 'UTC',
    locale: 'en-US',
    deviceScaleFactor: 1,
    javaScriptEnabled: javaScript,
  });
  context.setDefaultTimeout(WAIT_TIMEOUT_MS);
  if (javaScript) {
    // Playwright's clock also stands in for `performance` (no marks): off for a test that needs them.
    if (fixedClock) await context.clock.setFixedTime(FIXED_NOW);
    await context.addInitScript(determinism, TAG_COLOR_PICKS);
  }
  const problems = [];
  const inFlight = new WeakMap(); // page -> requests it has in flight
  const state = { problems, context, javaScript, width };
  state.inFlight = () => inFlight.get(state.page) ?? 0;
  state.newPage = async () => {
    const page = await context.newPage();
    inFlight.set(page, 0);
    const count = (step) => () => inFlight.set(page, inFlight.get(page) + step);
    page.on('request', count(1));
    page.on('requestfinished', count(-1));
    page.on('requestfailed', count(-1));
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    return page;
  };
  state.page = await state.newPage();
  return state;
}

/** Signs in on a page of its own, so no mouse position is left over the screens' page. */
export async function signInContext(state, baseUrl) {
  const page = await state.newPage();
  await signIn(page, baseUrl);
  await page.close();
  await state.page.close();
  state.page = await state.newPage();
}

/**
 * Opens one screen in the context's page and makes it ready for its picture: the demo data reset
 * (not with `reset: false`: a reset ends the console's sessions; its screens change nothing), the
 * window back to its usual size, the page loaded and judged ready, then grown to its full height
 * (so the viewport's picture is the full page).
 */
export async function openScreen(state, servers, screen, baseUrl, { reset = true } = {}) {
  const { page, width } = state;
  if (reset) await servers.mock.reset();
  await page.setViewportSize(VIEWPORTS[width]);
  await page.goto(new URL(screen.path, baseUrl).href);
  for (const ready of screen.ready) {
    const locator = await ready(page);
    await locator.waitFor({ state: 'visible' });
  }
  await settle(state);
  await growToPage(state);
}

/**
 * One group at one width and scheme, in one context: opens each screen and calls
 * `onScreen(name, page, problems)` (problems: page or console errors so far in that context).
 */
export async function captureGroup(servers, group, { width, scheme, screens, onScreen }) {
  const state = await openVisualContext(servers.browser, {
    width,
    scheme,
    javaScript: group.javaScript !== false,
  });
  try {
    const baseUrl = group.prerendered ? servers.prerendered.url : servers.site.url;
    if (group.signIn) {
      // Once for the group: a reset also ends the session.
      await servers.mock.reset();
      await signInContext(state, baseUrl);
    }
    for (const screen of screens) {
      await openScreen(state, servers, screen, baseUrl, { reset: !group.signIn });
      await onScreen(shotName(screen, width, scheme), state.page, [...state.problems]);
    }
  } finally {
    await state.context.close().catch(() => {});
  }
}

/** A filter on picture names from VISUAL_ONLY (a regular expression), or everything. */
export function wantedFromEnv() {
  const only = process.env.VISUAL_ONLY;
  if (!only) return () => true;
  const pattern = new RegExp(only);
  return (name) => pattern.test(name);
}

/** True when a capture needs the prerendered copy. */
export function needsPrerender(wanted) {
  return allShotNames().some((name) => name.startsWith('prerendered-') && wanted(name));
}

export function listBaseline() {
  return fs.existsSync(baselineDir)
    ? fs.readdirSync(baselineDir).filter((file) => file.endsWith('.png'))
    : [];
}
