// No wrong content, whatever the order of the deploy steps (issue 26): pages prerendered from the
// demo are marked as a demo (noindex, no address, no feed or sitemap); a page rendered from one
// API and served with a config.js naming another never paints what it carries and shows the live
// API's; a host's 404 page served for an article it has no page for becomes that article, with
// its own head; route shells answer for /list and the console. Served with the strict
// Content-Security-Policy docs/deploying.md gives hosts (the head check and its CSS need no
// exception).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { policyFor } from '../src/config/content-security-policy.cjs';
import { openPage, screenshot } from './support/browser.mjs';
import { startMockApi } from './support/mock-api.mjs';
import { copyBuild, prerender, prerenderFailure, removeCopy } from './support/prerender.mjs';
import { readPublicConfig, testConfig } from './support/site-config.mjs';
import { startStaticServer } from './support/static-server.mjs';
import { LIVE, markLiveTitles, watchPaints } from './support/paint-watch.mjs';
import { test } from './support/fixtures.mjs';

/** What the live API answers instead of the prerendered titles, so the two can be told apart. */

let mock;
let browser;
let demoDist; // prerendered from the demo, with the shipped config.js (mock: true, no site.url)
let apiDist; // prerendered from the mock HTTP API, mock: false, with a site.url
let demoSite; // serves demoDist with a config.js that names the mock HTTP API
let apiSite;

const read = (dist, file) => fs.readFileSync(path.join(dist, file), 'utf8');
const parse = (html) => new JSDOM(html).window.document;

/** Every HTML file under dist, relative. */
function htmlFiles(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return htmlFiles(path.join(dir, entry.name), relative);
    return entry.name.endsWith('.html') ? [relative] : [];
  });
}

test.beforeAll(async ({ browser: workerBrowser }) => {
  mock = await startMockApi();
  const live = testConfig(mock.url);
  const headers = (pathname) => ({
    'Content-Security-Policy': policyFor(pathname, { apiOrigin: mock.url }),
  });

  demoDist = copyBuild();
  // The shipped settings as they are: the demo, no site.url.
  const shipped = readPublicConfig();
  assert.equal(shipped.site?.url, undefined, 'public/config.js names a site.url');
  const demoRun = await prerender(demoDist, shipped);
  assert.equal(demoRun.status, 0, prerenderFailure(demoRun));
  demoSite = await startStaticServer({ root: demoDist, config: live, headers });

  apiDist = copyBuild();
  // A host with a 404 fallback: a path with no file answers 404 with the 404 page.
  apiSite = await startStaticServer({
    root: apiDist,
    config: live,
    headers,
    notFoundPage: '404.html',
  });
  const withUrl = { ...live, site: { ...live.site, url: apiSite.url } };
  apiSite.setConfig(withUrl);
  const apiRun = await prerender(apiDist, withUrl);
  assert.equal(apiRun.status, 0, prerenderFailure(apiRun));
  browser = workerBrowser;
});

test.afterAll(async () => {
  await demoSite?.close();
  await apiSite?.close();
  await mock?.close();
  if (demoDist) removeCopy(demoDist);
  if (apiDist) removeCopy(apiDist);
});

test.describe('a demo build (the shipped config.js)', () => {
  test('marks every page noindex and names no address', () => {
    const files = htmlFiles(demoDist).filter((file) => file !== 'shell.html');
    for (const required of ['index.html', 'timeLine/index.html', 'detail/1/index.html', '404.html'])
      assert.ok(files.includes(required), `${required} was not written`);
    for (const file of files) {
      const html = read(demoDist, file);
      const doc = parse(html);
      assert.equal(
        doc.querySelector('meta[name="robots"]')?.getAttribute('content'),
        'noindex',
        `${file} is indexable`,
      );
      assert.equal(doc.querySelector('link[rel="canonical"]'), null, `${file} has a canonical`);
      assert.equal(doc.querySelector('meta[property="og:url"]'), null, `${file} has og:url`);
      assert.equal(doc.querySelector('link[rel="alternate"]'), null, `${file} links a feed`);
      assert.doesNotMatch(html, /127\.0\.0\.1:8080/, `${file} names the old demo address`);
    }
  });

  test('keeps crawlers out and has no sitemap or feed', () => {
    const robots = read(demoDist, 'robots.txt');
    assert.match(robots, /^Disallow: \/$/m);
    assert.doesNotMatch(robots, /^(Allow|Sitemap):/m);
    assert.equal(fs.existsSync(path.join(demoDist, 'sitemap.xml')), false);
    assert.equal(fs.existsSync(path.join(demoDist, 'rss.xml')), false);
  });

  test('stamps each page with the API and the location it was rendered from and for', () => {
    const stamp = parse(read(demoDist, 'detail/1/index.html')).querySelector(
      'meta[name="prerendered-from"]',
    );
    assert.equal(stamp?.getAttribute('content'), 'demo');
    assert.equal(stamp?.getAttribute('data-location'), '/detail/1');
  });
});

test.describe('a deploy from an API (mock: false, site.url)', () => {
  test('keeps its index, canonical, feed and sitemap', () => {
    const doc = parse(read(apiDist, 'detail/1/index.html'));
    assert.equal(doc.querySelector('meta[name="robots"]'), null);
    assert.equal(
      doc.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      `${apiSite.url}/detail/1`,
    );
    assert.equal(
      doc.querySelector('meta[name="prerendered-from"]')?.getAttribute('content'),
      mock.url,
    );
    assert.match(read(apiDist, 'robots.txt'), /^Sitemap: /m);
    assert.match(read(apiDist, 'sitemap.xml'), /<loc>[^<]+\/detail\/1<\/loc>/);
    assert.match(read(apiDist, 'rss.xml'), /<rss /);
  });

  test('writes route shells for /list and every console route without a parameter', () => {
    for (const file of [
      'list/index.html',
      'manager/index.html',
      'manager/home/index.html',
      'manager/article/index.html',
      'manager/article/new/index.html',
      'manager/category/index.html',
      'manager/label/index.html',
      'manager/file/index.html',
    ]) {
      const doc = parse(read(apiDist, file));
      assert.equal(doc.title, 'Quiet Notes', file);
      assert.equal(doc.querySelector('meta[name="robots"]')?.getAttribute('content'), 'noindex');
      assert.equal(doc.querySelector('link[rel="canonical"]'), null, file);
      assert.equal(doc.querySelector('meta[name="description"]'), null, file);
      assert.equal(doc.getElementById('root')?.innerHTML, '', file);
    }
  });
});

test.describe('with JavaScript on', () => {
  test('a page rendered from the demo, served with a config naming an API, never paints the demo and shows the API', async () => {
    const carried = parse(read(demoDist, 'index.html'));
    const carriedTitles = [...carried.querySelectorAll('#root main h2')].map((h) =>
      h.textContent.trim(),
    );
    assert.ok(carriedTitles.length > 0, 'the demo home page lists no article');
    const { page, context, problems } = await openPage(browser);
    try {
      await watchPaints(page, carriedTitles);
      await markLiveTitles(page, mock.url);
      await page.goto(new URL('/', demoSite.url).href);
      await page
        .getByRole('heading', { level: 2, name: `${LIVE}${carriedTitles[0]}` })
        .first()
        .waitFor();
      const seen = await page.evaluate(() => ({
        atParse: window.__atParse,
        painted: window.__painted,
        violations: window.__violations,
        mark: document.documentElement.dataset.prerendered ?? null,
        stamp: document.querySelector('meta[name="prerendered-from"]'),
        root: getComputedStyle(document.getElementById('root')).visibility,
      }));
      assert.deepEqual(seen.atParse, { mark: 'stale', root: 'hidden', main: 'hidden' });
      assert.deepEqual(seen.painted, [], `the demo's content was painted: ${seen.painted}`);
      assert.deepEqual(seen.violations, []);
      assert.equal(seen.mark, null);
      assert.equal(seen.root, 'visible');
      await screenshot(page, 'truth-stale-demo-page-served-with-api');
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  test("the host's 404 page served for an article it has no page for renders the article with its own head", async () => {
    // The host has no page for it (an article published since the prerender): its 404 page.
    fs.rmSync(path.join(apiDist, 'detail', '2'), { recursive: true });
    const { page, context, problems } = await openPage(browser, {
      allowConsoleErrors: [/status of 404/],
    });
    try {
      await watchPaints(page, ['Page not found']);
      const response = await page.goto(new URL('/detail/2', apiSite.url).href);
      assert.equal(response.status(), 404);
      const article = await (await fetch(new URL('/api/article/detail/2', mock.url))).json();
      const title = article.data.title;
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.waitForFunction((t) => document.title.startsWith(t), title);
      const head = await page.evaluate(() => ({
        atParse: window.__atParse,
        painted: window.__painted,
        violations: window.__violations,
        title: document.title,
        canonical: document.querySelector('link[rel="canonical"]')?.href ?? null,
        ogUrl: document.querySelector('meta[property="og:url"]')?.content ?? null,
        ogTitle: document.querySelector('meta[property="og:title"]')?.content ?? null,
        robots: document.querySelector('meta[name="robots"]')?.content ?? null,
        description: document.querySelector('meta[name="description"]')?.content ?? null,
      }));
      assert.deepEqual(head.atParse, { mark: 'elsewhere', root: 'visible', main: 'hidden' });
      assert.deepEqual(head.painted, [], 'the 404 page was painted');
      assert.deepEqual(head.violations, []);
      assert.equal(head.title, `${title} · Quiet Notes`);
      assert.equal(head.canonical, `${apiSite.url}/detail/2`);
      assert.equal(head.ogUrl, `${apiSite.url}/detail/2`);
      assert.equal(head.ogTitle, title);
      assert.equal(head.robots, null, "the 404 page's noindex is left");
      assert.equal(head.description, article.data.summary || readPublicConfig().site.description);
      await screenshot(page, 'truth-404-page-served-for-an-article');
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  test('an unknown path answers 404 with the 404 page, and stays not to be indexed once the app has rendered', async () => {
    const { page, context, problems } = await openPage(browser, {
      allowConsoleErrors: [/status of 404/],
    });
    try {
      const response = await page.goto(new URL('/no-such-page', apiSite.url).href);
      assert.equal(response.status(), 404);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      await page.waitForFunction(() => !document.documentElement.dataset.prerendered);
      const head = await page.evaluate(() => ({
        title: document.title,
        robots: document.querySelector('meta[name="robots"]')?.content ?? null,
        canonical: document.querySelector('link[rel="canonical"]'),
        main: getComputedStyle(document.querySelector('#root main')).visibility,
      }));
      assert.deepEqual(head, {
        title: 'Page not found · Quiet Notes',
        robots: 'noindex',
        canonical: null,
        main: 'visible',
      });
      await screenshot(page, 'truth-unknown-path-404');
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  test('a route shell renders its route at once (/list?keyword=…)', async () => {
    const { page, context, problems } = await openPage(browser);
    try {
      const response = await page.goto(new URL('/list?keyword=script', apiSite.url).href);
      assert.equal(response.status(), 200);
      await page.getByRole('heading', { level: 1, name: /script/ }).waitFor();
      assert.equal(
        await page.evaluate(() => document.querySelector('meta[name="robots"]')?.content ?? null),
        null,
        "the app names the list: the shell's neutral noindex gives way",
      );
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });
});
