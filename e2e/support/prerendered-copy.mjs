// The prerendered copy behind the `prerenderedSite` fixture (fixtures.mjs): the build copied,
// prerendered from a mock API of its own and served with the strict policy, with the API's own
// lists of enabled and disabled articles and reads of the served files.
import assert from 'node:assert/strict';
import { JSDOM } from 'jsdom';
import { policyFor } from '../../src/config/content-security-policy.cjs';
import { startMockApi } from './mock-api.mjs';
import { copyBuild, prerender, removeCopy } from './prerender.mjs';
import { testConfig } from './site-config.mjs';
import { startStaticServer } from './static-server.mjs';

/**
 * Starts the copy: the state (mock, site, browser, dist, enabled, disabledIds, prerendered) with
 * `api`, `ownerToken` and `publish` (an article, as the owner) for changing the API's data, and
 * `close()`. A failed prerender is not thrown: its outcome is in `prerendered`.
 * `site`: settings over the demo's (e.g. `{ locale: 'zh-CN' }`); `beforePrerender(harness)`:
 * changes to the API's data, made before the pages are rendered; `onRequest(pathname)`: called
 * for every file the static server sends.
 */
export async function startPrerenderedSite(
  browser,
  { site = {}, beforePrerender, onRequest } = {},
) {
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

  try {
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
    // Its outcome is a test of each file's own (usePrerenderedSite).
    s.prerendered = await prerender(s.dist, withUrl);
    s.enabled = await allArticles('/api/article');
    const token = await ownerToken();
    const all = await allArticles('/api/article/all', token);
    s.disabledIds = all.filter((article) => article.disabled).map((article) => article.id);
    assert.ok(s.disabledIds.length > 0, 'the demo data has disabled articles');
    s.browser = browser;
  } catch (error) {
    await close();
    throw error;
  }

  async function close() {
    await s.site?.close();
    await s.mock?.close();
    if (s.dist) removeCopy(s.dist);
  }
  return Object.assign(s, { api, ownerToken, publish, fetchText, parseHtml, parseXml, close });
}
