// The prerendered site of e2e/prerender*.test.mjs and others: a file's handle on its
// `prerenderedSite` fixture (prerendered-copy.mjs), the prerender's own outcome as a test (every
// other test says it did not run when it failed), and what the files check on its pages.
import assert from 'node:assert/strict';
import { JSDOM } from 'jsdom';
import { prerenderFailure, prerenderProblems } from './prerender.mjs';
import { diagnostic, test } from './fixtures.mjs';

export const PRERENDER_TEST = 'prerenders every public page from the mock API';
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 360, height: 740 };
// The article on both: its contents sit in the sidebar on wide screens and behind a floating
// button on phones.
export const PAGES = [
  { name: 'home', path: '/', viewport: DESKTOP },
  { name: 'archive', path: '/timeLine', viewport: DESKTOP },
  { name: 'article', path: '/detail/1', viewport: DESKTOP },
  { name: 'article-phone', path: '/detail/1', viewport: PHONE },
];
/** The calls whose answers a prerendered page carries. */
export const CARRIED = /\/api\/(article|category|label)(\/(rank|timeline|detail\/\d+))?(\?|$)/;

/**
 * What a feed entry's HTML carries of the page around an article (a heading's "#" anchor, a code
 * block's language label and Copy button, the highlighter's colours): a feed has just the article.
 */
export function pageFurnitureIn(html) {
  const body = new JSDOM(html).window.document.body;
  return [
    ...body.querySelectorAll('.heading-anchor, [class^="code-block"], [class*="hljs"], button'),
    ...[...body.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter((h) => /#$/.test(h.textContent)),
  ].map((node) => node.outerHTML.slice(0, 100));
}

/**
 * The theme's own styles are applied (CssBaseline's body margin and font): a page whose critical
 * CSS the policy blocked would show the browser's defaults.
 */
export async function assertStyled(page, pathname) {
  const style = await page.evaluate(() => {
    const body = getComputedStyle(document.body);
    return { margin: body.margin, font: body.fontFamily };
  });
  assert.equal(style.margin, '0px', `${pathname}: unstyled (body margin ${style.margin})`);
  assert.match(style.font, /^system-ui/, `${pathname}: unstyled (font ${style.font})`);
}

/**
 * The file's prerendered site (the `prerenderedSite` fixture: see prerendered-copy.mjs), filled in
 * before its tests run, and the prerender's outcome as a test of its own: a failed prerender fails
 * that test with its reasons, and every other test says it did not run because of it. `label`
 * keeps each file's copy its own; `options` are startPrerenderedSite's.
 */
export function usePrerenderedSite(label, options = {}) {
  test.use({ prerenderedSiteOptions: { label, ...options } });
  let copy = null;
  // The helpers are there from the start (files take them at their top level); the state once the
  // fixture has started.
  const s = Object.fromEntries(
    ['api', 'ownerToken', 'publish', 'fetchText', 'parseHtml', 'parseXml'].map((name) => [
      name,
      (...args) => copy[name](...args),
    ]),
  );
  test.beforeAll(({ prerenderedSite }) => {
    copy = prerenderedSite;
    const { mock, site, browser, dist, enabled, disabledIds, prerendered } = copy;
    Object.assign(s, { mock, site, browser, dist, enabled, disabledIds, prerendered });
  });

  test.beforeEach(({}, testInfo) => {
    if (testInfo.title === PRERENDER_TEST || s.prerendered?.status === 0) return;
    throw new Error(`Not run: the prerender failed (see "${PRERENDER_TEST}")`);
  });

  test(PRERENDER_TEST, () => {
    // Retries on a busy machine are fine; say them, so the output shows what happened.
    for (const line of prerenderProblems(s.prerendered.output)) diagnostic(line.trim());
    assert.equal(s.prerendered.status, 0, prerenderFailure(s.prerendered));
    assert.match(s.prerendered.output, /Prerendered: \d+ written/);
  });
  return s;
}
