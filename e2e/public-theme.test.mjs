// Dark mode on the public side (issue 3): the header switch, remembered across visits, following
// the system when the reader never chose, and no flash of the wrong theme while the app loads.
import assert from 'node:assert/strict';
import { test, useE2E } from './support/setup.mjs';

const e2e = useE2E();
const DESKTOP = { width: 1280, height: 800 };
const SLOW = { timeout: 60000 };
const PAGE_BACKGROUND = { light: 'rgb(251, 250, 248)', dark: 'rgb(21, 23, 26)' };

const colorMode = (page) => page.evaluate(() => document.documentElement.dataset.colorMode);

/** The app's own scripts (not config.js; the pre-paint script is inline): held back while the theme is checked. */
const isAppScript = (url) => /\.js$/.test(url.pathname) && url.pathname !== '/config.js';

/**
 * Loads `path` with the app's scripts held back, so only index.html (and its inline pre-paint
 * script) has run, and returns what the document looks like at that moment. The scripts are
 * then released and the app starts.
 */
async function firstPaintState(page, path) {
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  const pending = [];
  const handler = (route) => {
    const done = held.then(() => route.continue());
    pending.push(done);
    return done;
  };
  await page.route(isAppScript, handler);
  // Not 'domcontentloaded': that waits for the deferred app scripts, which are held here.
  await page.goto(e2e.url(path), { waitUntil: 'commit', ...SLOW });
  await page.waitForFunction(() => document.getElementById('root') !== null, undefined, SLOW);
  const state = await page.evaluate(() => ({
    mode: document.documentElement.dataset.colorMode,
    background: getComputedStyle(document.documentElement).backgroundColor,
    appRendered: (document.getElementById('root')?.childElementCount ?? 0) > 0,
  }));
  release();
  await Promise.all(pending);
  await page.unroute(isAppScript, handler);
  return state;
}

test.describe('colour mode', () => {
  test('the header switch changes html[data-color-mode], and the choice is remembered', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP, colorScheme: 'light' });
    await page.goto(e2e.url('/'));
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Dark mode' });
    await toggle.waitFor({ state: 'visible', ...SLOW });
    assert.equal(await colorMode(page), 'light');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false');

    await toggle.click();
    await page.waitForFunction(() => document.documentElement.dataset.colorMode === 'dark');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    // The page itself turned dark, not only the attribute.
    await page.waitForFunction(
      (dark) => getComputedStyle(document.body).backgroundColor === dark,
      PAGE_BACKGROUND.dark,
      SLOW,
    );

    await page.reload();
    await toggle.waitFor({ state: 'visible', ...SLOW });
    assert.equal(await colorMode(page), 'dark', 'dark is remembered after a reload');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');

    // Back to light: remembered too, and the switch works on other pages.
    await page.goto(e2e.url('/timeLine'));
    await toggle.waitFor({ state: 'visible', ...SLOW });
    await toggle.click();
    await page.waitForFunction(() => document.documentElement.dataset.colorMode === 'light');
    await page.reload();
    await toggle.waitFor({ state: 'visible', ...SLOW });
    assert.equal(await colorMode(page), 'light');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
  });

  test('follows a dark system setting from the first paint, before the app runs', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP, colorScheme: 'dark' });
    const first = await firstPaintState(page, '/');
    assert.equal(first.appRendered, false, 'checked before the app rendered anything');
    assert.equal(first.mode, 'dark');
    assert.equal(first.background, PAGE_BACKGROUND.dark, 'the first paint is already dark');

    // The app then starts in the same mode.
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Dark mode' });
    await toggle.waitFor({ state: 'visible', ...SLOW });
    assert.equal(await colorMode(page), 'dark');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    await page.waitForFunction(
      (dark) => getComputedStyle(document.body).backgroundColor === dark,
      PAGE_BACKGROUND.dark,
      SLOW,
    );
  });

  test('a light system setting starts light', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP, colorScheme: 'light' });
    const first = await firstPaintState(page, '/timeLine');
    assert.equal(first.appRendered, false);
    assert.equal(first.mode, 'light');
    assert.equal(first.background, PAGE_BACKGROUND.light);
  });

  test('a remembered choice beats the system setting from the first paint', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP, colorScheme: 'dark' });
    await page.goto(e2e.url('/'));
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Dark mode' });
    await toggle.waitFor({ state: 'visible', ...SLOW });
    assert.equal(await colorMode(page), 'dark');
    await toggle.click(); // the reader prefers light on this site
    await page.waitForFunction(() => document.documentElement.dataset.colorMode === 'light');

    const first = await firstPaintState(page, '/list?keyword=the');
    assert.equal(first.appRendered, false);
    assert.equal(first.mode, 'light', 'no dark flash for a reader who chose light');
    assert.equal(first.background, PAGE_BACKGROUND.light);
    await toggle.waitFor({ state: 'visible', ...SLOW });
    assert.equal(await colorMode(page), 'light');
  });
});
