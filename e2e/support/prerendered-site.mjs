// The prerendered site of e2e/prerender*.test.mjs: the build prerendered from the mock API and
// served with the strict policy, the API's own lists of enabled and disabled articles, a browser,
// the prerender's own outcome as a test (every other test says it did not run when it failed),
// and reads of the served files.
import assert from 'node:assert/strict';
import { JSDOM } from 'jsdom';
import { policyFor } from '../../src/config/content-security-policy.cjs';
import { launchBrowser } from './browser.mjs';
import { startMockApi } from './mock-api.mjs';
import {
  copyBuild,
  prerender,
  prerenderFailure,
  prerenderProblems,
  removeCopy,
} from './prerender.mjs';
import { testConfig } from './site-config.mjs';
import { startStaticServer } from './static-server.mjs';
import { diagnostic, test } from './fixtures.mjs';

// A bound for a stuck setup (build, prerender build, prerender with its retries), not a speed
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
 * Registers the site's set-up and the prerender's test for this file; the state (mock, site,
 * browser, dist, enabled, disabledIds, prerendered) is filled in before the tests run, with
 * `api`, `ownerToken` and `publish` (an article, as the owner) for changing the API's data.
 * `site`: settings over the demo's (e.g. `{ locale: 'zh-CN' }`); `beforePrerender(harness)`:
 * changes to the API's data, made before the pages are rendered; `onRequest(pathname)`: called
 * for every file the static server sends.
 */
export function usePrerenderedSite(label, { site = {}, beforePrerender, onRequest } = {}) {
  const s = {};
  async function api(pathname, token) {
    const response = await fetch(new URL(pathname, s.mock.url), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    const body = await response.json();
    assert.equal(body.code, 0, `${pathname}: ${body.msg}`);
    return body.data;
  }

  async function allArticles(listPath, token) {
    const all = [];
    for (let page = 1; ; page += 1) {
      const data = await api(`${listPath}?page=${page}&pageSize=100`, token);
      all.push(...data.list);
      if (data.list.length === 0 || all.length >= data.total) return all;
    }
  }

  async function ownerToken() {
    const response = await fetch(new URL('/api/auth/login', s.mock.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'admin', password: 'admin123' }),
    });
    const body = await response.json();
    return body.data.token;
  }

  /** Publishes an article (`fields` over a short body) in the first category, as the owner. */
  async function publish(fields) {
    const categories = await api('/api/category');
    const response = await fetch(new URL('/api/article', s.mock.url), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${await ownerToken()}`,
      },
      body: JSON.stringify({
        content: '# Notes\n\nText.',
        ...fields,
        categoryId: (categories.list ?? categories)[0].id,
        labelIds: [],
      }),
    });
    const body = await response.json();
    assert.equal(body.code, 0, body.msg);
  }

  async function fetchText(pathname) {
    const response = await fetch(new URL(pathname, s.site.url));
    assert.equal(response.status, 200, pathname);
    return response.text();
  }

  async function parseHtml(pathname) {
    return new JSDOM(await fetchText(pathname)).window.document;
  }

  async function parseXml(pathname) {
    const doc = new JSDOM(await fetchText(pathname), { contentType: 'text/xml' }).window.document;
    assert.equal(
      doc.getElementsByTagName('parsererror').length,
      0,
      `${pathname} is not well-formed`,
    );
    return doc;
  }

  test.beforeAll(async () => {
    s.dist = copyBuild();
    s.mock = await startMockApi();
    const demo = testConfig(s.mock.url);
    const config = { ...demo, site: { ...demo.site, ...site } };
    s.site = await startStaticServer({
      root: s.dist,
      config,
      headers: (pathname) => {
        onRequest?.(pathname);
        return { 'Content-Security-Policy': policyFor(pathname, { apiOrigin: s.mock.url }) };
      },
    });
    await beforePrerender?.(Object.assign(s, { api, ownerToken, publish }));
    const withUrl = { ...config, site: { ...config.site, url: s.site.url } };
    s.site.setConfig(withUrl);
    // Its outcome is a test of its own (below): a failed prerender fails that test with its
    // reasons, and every other test says it did not run because of it.
    s.prerendered = await prerender(s.dist, withUrl);
    s.enabled = await allArticles('/api/article');
    const token = await ownerToken();
    const all = await allArticles('/api/article/all', token);
    s.disabledIds = all.filter((article) => article.disabled).map((article) => article.id);
    assert.ok(s.disabledIds.length > 0, 'the demo data has disabled articles');
    s.browser = await launchBrowser();
  });

  test.afterAll(async () => {
    await s.browser?.close().catch(() => {});
    await s.site?.close();
    await s.mock?.close();
    if (s.dist) removeCopy(s.dist);
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
  return Object.assign(s, { api, ownerToken, publish, fetchText, parseHtml, parseXml });
}
