// The screens of the pixel comparison (issue 27 "Looks unchanged") and how each is captured, shared
// by the record script (e2e/visual-record.mjs, writes e2e/visual-baseline/) and the test
// (e2e/visual.test.mjs, compares with it). Every public page and console screen at 360 and 1280 px
// in both schemes, plus the prerendered home, article and archive with JavaScript off.
//
// A picture must come out the same, pixel for pixel, every time the same build is captured:
// - one fixed time: the browser's clock (Playwright's clock) and the mock API's and prerender's
//   (fixed-clock.cjs) say FIXED_NOW, and the time zone and locale are fixed;
// - the demo data reset before every screen (reading an article counts a view);
// - Math.random seeded and the tag colours picked in advance (they are random per visit);
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

export const baselineDir = path.join(projectRoot, 'e2e', 'visual-baseline');

/** The time every clock of a capture says: after the demo data's base date, a weekday noon. */
export const FIXED_NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const CLOCK_ENV = {
  E2E_FIXED_NOW: String(FIXED_NOW),
  NODE_OPTIONS:
    `${process.env.NODE_OPTIONS ?? ''} --require ${path.join(projectRoot, 'e2e', 'support', 'fixed-clock.cjs')}`.trim(),
};

/** The windows: a phone and a desktop; each picture is then as tall as its page. */
export const VIEWPORTS = {
  360: { width: 360, height: 740 },
  1280: { width: 1280, height: 800 },
};
export const WIDTHS = [360, 1280];
export const SCHEMES = ['light', 'dark'];

/** The article pictured: the oldest, with a cover image, code blocks and contents. */
const ARTICLE_ID = 1;

const heading = (page, name) =>
  page.getByRole('heading', { level: 1, ...(name ? { name } : {}) }).first();
const inMain = (page, selector) => page.locator(`main ${selector}`).first();

/** Public pages, served by the app (rendered in the browser). */
export const PUBLIC_SCREENS = [
  { name: 'home', path: '/', ready: [(p) => inMain(p, 'article h2 a')] },
  {
    name: 'article',
    path: `/detail/${ARTICLE_ID}`,
    // Its code coloured: the highlighter's chunk has arrived.
    ready: [(p) => heading(p), (p) => inMain(p, '.markdown-body pre code span')],
  },
  {
    name: 'archive',
    path: '/timeLine',
    ready: [(p) => heading(p, 'Archive'), (p) => inMain(p, 'a[href^="/detail/"]')],
  },
  {
    name: 'list-keyword',
    path: '/list?keyword=react',
    ready: [(p) => heading(p), (p) => inMain(p, 'article h2 a')],
  },
  {
    name: 'list-category',
    path: '/list?categoryId=1',
    ready: [(p) => heading(p), (p) => inMain(p, 'article h2 a')],
  },
  {
    name: 'list-tag',
    path: '/list?labelId=2',
    ready: [(p) => heading(p), (p) => inMain(p, 'article h2 a')],
  },
  {
    name: '404',
    path: '/no/such/page',
    ready: [(p) => heading(p), (p) => p.getByRole('link', { name: 'Back to home' })],
  },
  {
    name: 'sign-in',
    path: '/manager',
    ready: [(p) => heading(p, 'Sign in'), (p) => p.getByRole('button', { name: /sign in/i })],
  },
];

/** The first row of a console table, or its first card on a narrow screen. */
const firstRow = (page, name) =>
  page.locator(`table[aria-label="${name}"] tbody tr, ul[aria-label="${name}"] > li`).first();

/** Console screens, after signing in. */
export const CONSOLE_SCREENS = [
  {
    name: 'console-home',
    path: '/manager/home',
    ready: [
      (p) => heading(p, 'Dashboard'),
      (p) =>
        p
          .getByRole('list', { name: 'Totals' })
          .getByRole('listitem')
          .filter({ hasText: 'Visitors' })
          .filter({ hasText: /\d\s*$/ }),
      (p) => p.getByRole('group', { name: /trend chart/i }),
    ],
  },
  {
    name: 'console-articles',
    path: '/manager/article',
    ready: [
      (p) => heading(p, 'Articles'),
      (p) => firstRow(p, 'Articles').getByRole('link').first(),
    ],
  },
  {
    name: 'console-editor-new',
    path: '/manager/article/new',
    ready: [
      (p) => heading(p, 'New article'),
      (p) => p.getByRole('textbox', { name: 'Title', exact: true }),
    ],
  },
  {
    name: 'console-editor-edit',
    path: `/manager/article/edit/${ARTICLE_ID}`,
    ready: [
      (p) => heading(p, 'Edit article'),
      // Its fields filled from the article (the title, and the Markdown in the writer).
      async (p) => {
        const title = p.getByRole('textbox', { name: 'Title', exact: true });
        await title.waitFor();
        const id = await title.getAttribute('id');
        await p.waitForFunction(
          (input) => (document.getElementById(input)?.value ?? '') !== '',
          id,
        );
        return p.getByRole('textbox', { name: 'Content', exact: true }).filter({ hasText: /\S/ });
      },
    ],
  },
  {
    name: 'console-categories',
    path: '/manager/category',
    ready: [(p) => heading(p, 'Categories'), (p) => firstRow(p, 'Categories')],
  },
  {
    name: 'console-labels',
    path: '/manager/label',
    ready: [(p) => heading(p, 'Labels'), (p) => firstRow(p, 'Labels')],
  },
  {
    name: 'console-files',
    path: '/manager/file',
    ready: [
      (p) => heading(p, 'Files'),
      (p) => p.getByRole('list', { name: 'Files' }).getByRole('listitem').first(),
    ],
  },
];

/** Prerendered pages read with JavaScript off (the page as a host serves it, nothing else). */
export const PRERENDERED_SCREENS = [
  { name: 'prerendered-home', path: '/', ready: [(p) => inMain(p, 'article h2 a')] },
  {
    name: 'prerendered-article',
    path: `/detail/${ARTICLE_ID}`,
    ready: [(p) => heading(p), (p) => inMain(p, '.markdown-body pre code span')],
  },
  { name: 'prerendered-archive', path: '/timeLine', ready: [(p) => heading(p, 'Archive')] },
];

/** The groups, each captured in one browser context per width and scheme. */
export const GROUPS = [
  { name: 'public', screens: PUBLIC_SCREENS },
  { name: 'console', screens: CONSOLE_SCREENS, signIn: true },
  { name: 'prerendered', screens: PRERENDERED_SCREENS, prerendered: true, javaScript: false },
];

/** The file name (without .png) of a screen's picture. */
export const shotName = (screen, width, scheme) => `${screen.name}-${width}-${scheme}`;

/** Every picture's name, in capture order. */
export function allShotNames() {
  return GROUPS.flatMap((group) =>
    WIDTHS.flatMap((width) =>
      SCHEMES.flatMap((scheme) => group.screens.map((screen) => shotName(screen, width, scheme))),
    ),
  );
}

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
function determinism() {
  let seed = 27;
  Math.random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  try {
    if (!sessionStorage.getItem('tagColors')) {
      const picks = {};
      for (let id = 1; id <= 100; id += 1) picks[id] = (id - 1) % 5;
      sessionStorage.setItem('tagColors', JSON.stringify(picks));
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
    await context.addInitScript(determinism);
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

/** One animation frame later, with the page's DOM change count (JavaScript on only). */
const frame = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.__visualMutations))),
      ),
  );

/** Frames in a row with nothing changed and nothing loading that make a page "at rest". */
const QUIET_FRAMES = 5;

/** What still keeps the page from being pictured (an empty list once it is at rest). */
function unsettled() {
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
async function growToPage(state) {
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

/**
 * Opens one screen in the context's page and returns its full-page PNG: the demo data reset (not
 * with `reset: false`: a reset ends the console's sessions; its screens change nothing), the
 * window back to its usual size, the page loaded and judged ready, then grown to its full height.
 */
export async function captureScreen(state, servers, screen, baseUrl, { reset = true } = {}) {
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
  return page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
}

/**
 * Captures every screen whose picture name `wanted` accepts, one context per group, width and
 * scheme; calls `onShot(name, png, problems)` for each (problems: page or console errors so far in
 * that context, for the report).
 */
export async function captureAll(servers, { wanted = () => true, onShot }) {
  for (const group of GROUPS) {
    for (const width of WIDTHS) {
      for (const scheme of SCHEMES) {
        const screens = group.screens.filter((screen) => wanted(shotName(screen, width, scheme)));
        if (screens.length === 0) continue;
        await captureGroup(servers, group, { width, scheme, screens, onShot });
      }
    }
  }
}

/** One group at one width and scheme, in one context. */
export async function captureGroup(servers, group, { width, scheme, screens, onShot }) {
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
      const png = await captureScreen(state, servers, screen, baseUrl, { reset: !group.signIn });
      await onShot(shotName(screen, width, scheme), png, [...state.problems]);
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
