// The reading side writes no style at run time (issue 27): on home, article, archive, list and 404,
// rendered by the app (the plain build) and prerendered (a prerendered copy, taken over by the app),
// and while clicking from one to the next, nothing inserts a CSS rule (CSSStyleSheet insertRule,
// replace, replaceSync), adopts a style sheet, inserts a <style> element or writes into one; no
// script of the console or holding emotion loads; the prerendered markup carries no style
// attribute, and no element gets one with more than a run-time position or size. Style files (<link rel="stylesheet">, also those a chunk brings) are fine, and so is
// a <style> the served HTML itself carries.
import assert from 'node:assert/strict';
import { openVisualContext, startVisualServers } from './support/visual.mjs';
import { settle } from './support/visual-settle.mjs';
import { PUBLIC_SCREENS } from './support/visual-screens.mjs';
import {
  GEOMETRY,
  designStyles,
  styleAttributes,
  styleTexts,
  summarise,
  watchStyles,
} from './support/style-watch.mjs';
import { test } from './support/fixtures.mjs';

const WIDTH = 1280;
/** The public pages, with what each shows once it is ready (from the pixel comparison's list). */
const PAGES = ['home', 'article', 'archive', 'list-keyword', '404'].map((name) =>
  PUBLIC_SCREENS.find((screen) => screen.name === name),
);
/** The only scripts a public page may load: the app's start and the public side's chunks. */
const PUBLIC_SCRIPT =
  /\/((main|boot|runtime)\.[0-9a-f]{8}\.js|(public-shared|page-[a-z-]+|markdown|code-highlight|article-overlays|search)\.[0-9a-f]{8}\.chunk\.js|config\.js)$/;
/** Strings only emotion's code carries (its style elements' attribute, its globals, its name). */
const EMOTION_MARKERS = ['data-emotion', '@emotion/', '__EMOTION'];

let servers;

test.beforeAll(async () => {
  servers = await startVisualServers({ prerendered: true });
});

test.afterAll(async () => {
  await servers?.close();
});

/**
 * A page of its own with the watch installed, recording every script it loads (with its source).
 * Resolves to { state, report() } where report() lists what broke the rule so far.
 */
async function watchedPage(baseUrl, firstPath) {
  const html = await (await fetch(new URL(firstPath, baseUrl))).text();
  // The browser's own clock: the take-over's performance mark is waited for.
  const state = await openVisualContext(servers.browser, {
    width: WIDTH,
    scheme: 'light',
    fixedClock: false,
  });
  await state.context.addInitScript(watchStyles, styleTexts(html));
  await state.page.close();
  state.page = await state.newPage();
  const scripts = [];
  state.page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.text().then(
        (source) => ({ url: response.url(), source }),
        () => ({ url: response.url(), source: '' }),
      ),
    );
  });
  // Each call lists only what happened since the one before (a step of a journey).
  let scriptsSeen = 0;
  let writesSeen = 0;
  let adoptedSeen = 0;
  const styled = new Set();
  const report = async () => {
    const offenders = [];
    const loaded = await Promise.all(scripts.slice(scriptsSeen));
    scriptsSeen += loaded.length;
    for (const { url, source } of loaded) {
      const name = new URL(url).pathname;
      if (!PUBLIC_SCRIPT.test(name)) offenders.push(`script not of the public side: ${name}`);
      const markers = EMOTION_MARKERS.filter((marker) => source.includes(marker));
      if (markers.length) offenders.push(`script holding emotion (${markers}): ${name}`);
    }
    const { writes, adopted } = await state.page.evaluate(() => ({
      writes: window.__styleWrites,
      adopted: document.adoptedStyleSheets.length,
    }));
    offenders.push(...summarise(writes.slice(writesSeen)));
    writesSeen = writes.length;
    if (adopted > adoptedSeen)
      offenders.push(`document.adoptedStyleSheets holds ${adopted} sheet(s)`);
    adoptedSeen = adopted;
    for (const attribute of await state.page.evaluate(designStyles, GEOMETRY)) {
      if (!styled.has(attribute))
        offenders.push(`style attribute with design values: ${attribute}`);
      styled.add(attribute);
    }
    return offenders;
  };
  return { state, html, report };
}

/**
 * Waits for a page's content, and for the take-over when the HTML was prerendered for this very
 * address (a list or a missing page gets the home page's file, which the app renders over).
 */
async function ready(state, screen, { prerendered, html = '' }) {
  for (const condition of screen.ready) await (await condition(state.page)).waitFor();
  const carried = /"location":"([^"]*)"/.exec(html)?.[1];
  if (prerendered && carried === screen.path) {
    await state.page.waitForFunction(() => performance.getEntriesByName('app-hydrated').length > 0);
  }
  await settle(state);
}

const MODES = [
  { name: 'rendered by the app', prerendered: false, base: () => servers.site.url },
  { name: 'prerendered', prerendered: true, base: () => servers.prerendered.url },
];

for (const mode of MODES) {
  test.describe(`public pages ${mode.name}`, () => {
    for (const screen of PAGES) {
      test(`${screen.name} (${screen.path}) writes no style at run time and loads no emotion`, async () => {
        await servers.mock.reset();
        const { state, html, report } = await watchedPage(mode.base(), screen.path);
        try {
          await state.page.goto(new URL(screen.path, mode.base()).href);
          await ready(state, screen, { prerendered: mode.prerendered, html });
          const offenders = await report();
          if (mode.prerendered) {
            for (const attribute of styleAttributes(html)) {
              offenders.push(`style attribute in the prerendered markup: ${attribute}`);
            }
          }
          assert.deepEqual(offenders, [], `${screen.path}:\n${[...new Set(offenders)].join('\n')}`);
        } finally {
          await state.context.close();
        }
      });
    }

    test('clicking home → article → archive → category list → 404 → home writes no style', async () => {
      await servers.mock.reset();
      const { state, html, report } = await watchedPage(mode.base(), '/');
      const { page } = state;
      const screen = (name) => PUBLIC_SCREENS.find((entry) => entry.name === name);
      const offenders = [];
      const step = async (label) => {
        for (const offender of await report()) offenders.push(`${label}: ${offender}`);
      };
      try {
        await page.goto(new URL('/', mode.base()).href);
        await ready(state, screen('home'), { prerendered: mode.prerendered, html });
        await step('home');

        await page.locator('main article h2 a').first().click();
        await page.waitForURL(/\/detail\//);
        await ready(state, screen('article'), { prerendered: false });
        await step('→ article');

        await page.getByRole('link', { name: 'Archive', exact: true }).click();
        await page.waitForURL(/\/timeLine$/);
        await ready(state, screen('archive'), { prerendered: false });
        await step('→ archive');

        await page.locator('a[href*="categoryId="]').first().click();
        await page.waitForURL(/\/list\?categoryId=/);
        await ready(state, screen('list-category'), { prerendered: false });
        await step('→ category list');

        // No link leads to a missing page: the address changes as a link within the app would.
        await page.evaluate(() => {
          history.pushState(null, '', '/no/such/page');
          dispatchEvent(new PopStateEvent('popstate'));
        });
        await ready(state, screen('404'), { prerendered: false });
        await step('→ 404');

        await page.getByRole('link', { name: 'Back to home' }).click();
        await page.waitForURL((url) => url.pathname === '/');
        await ready(state, screen('home'), { prerendered: false });
        await step('→ home');
      } finally {
        await state.context.close();
      }
      assert.deepEqual(offenders, [], [...new Set(offenders)].join('\n'));
    });
  });
}
