// A real deploy (issue 26): the build prerendered from the mock HTTP API with `mock: false`, as the
// deploy steps of docs/deploying.md say (settings first, then build and prerender), served by
// Debian's nginx with deploy/nginx/blog.conf, the `server` block that page points to
// (e2e/support/nginx.mjs reads it).
// Checks what every kind of URL answers, to a crawler (plain HTTP, no JavaScript) and to a reader
// in Chromium: status codes, the policy, cache and compression headers, a demo build against a
// deploy from an API, an article published after the prerender and one deleted before a re-render.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { policyFor } from '../src/config/content-security-policy.cjs';
import { openPage, screenshot } from './support/browser.mjs';
import { nginxSiteBlock } from './support/nginx.mjs';
import { prerender, prerenderFailure } from './support/prerender.mjs';
import { builtFile, callApi, get, page } from './support/nginx-deploy.mjs';
import { test } from './support/fixtures.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';

// deploy: nginx serving the build prerendered from the API; demo: the shipped (demo) config.js.
let mock, deploy, demo, dist, config, browser, token;

/** The API, called as the owner. */
const api = (method, pathname, fields) => callApi(mock.url, token, method, pathname, fields);
const hashedFile = (prefix, ending) => builtFile(dist, prefix, ending);
/** The first folder the prerender wrote under `parent` (a category's feeds). */
const firstFolder = (parent) => fs.readdirSync(path.join(dist, parent)).sort()[0];

test.beforeAll(({ nginxDeploys }) => {
  ({ mock, deploy, demo, dist, config, browser, token } = nginxDeploys);
});

test.describe("deploy/nginx/blog.conf on Debian's nginx", () => {
  test('is the file deploy/ ships, and passes nginx -t', () => {
    assert.match(nginxSiteBlock(), /^server \{$/m);
    assert.equal(deploy.check.status, 0);
    assert.match(deploy.check.output, /syntax is ok/);
    assert.match(deploy.check.output, /test is successful/);
  });

  test('answers every real route 200 with its own page, and anything else 404', async () => {
    const home = await page(deploy.url, '/');
    assert.equal(home.status, 200);
    const answers = [
      ['/', 200],
      ['/index', 200],
      ['/timeLine', 200],
      ['/detail/1', 200],
      ['/list?keyword=x', 200],
      ['/manager', 200],
      ['/manager/article', 200],
      ['/manager/article/edit/1', 200],
      ['/no-such-page', 404],
      ['/detail/9999', 404],
      ['/main.00000000.js', 404],
    ];
    const got = [];
    for (const [pathname] of answers)
      got.push([pathname, (await get(deploy.url, pathname)).status]);
    assert.deepEqual(got, answers);

    const article = await page(deploy.url, '/detail/1');
    assert.notEqual(article.title, home.title, 'the article has its own title');
    assert.equal(article.canonical, `${config.site.url}/detail/1`);
    for (const pathname of ['/no-such-page', '/detail/9999']) {
      const missing = await page(deploy.url, pathname);
      assert.match(missing.title, /^Page not found/, `${pathname} is the 404 page`);
      assert.equal(missing.canonical, null, `${pathname} names no canonical address`);
      assert.match(missing.robots ?? '', /noindex/, `${pathname} is noindex`);
    }
    // A route shell and the console never claim to be the home page.
    for (const pathname of ['/list?keyword=x', '/manager/article/edit/1']) {
      const shell = await page(deploy.url, pathname);
      assert.notEqual(shell.canonical, `${config.site.url}/`, `${pathname}: canonical to home`);
    }
  });

  test('sends the public policy on every public page and the console policy on the console, and caches hashed files for good but nothing else', async () => {
    // The console's also names the hosts' build hooks after the API.
    const policy = new RegExp(`connect-src 'self' ${mock.url.replace(/[.:/]/g, '\\$&')}[; ]`);
    for (const pathname of [
      '/',
      '/detail/1',
      '/timeLine',
      '/list',
      '/detail/9999',
      '/manager',
      '/manager/home',
      '/manager/article/edit/1',
    ]) {
      const { headers } = await get(deploy.url, pathname);
      assert.match(headers['content-security-policy'] ?? '', policy, `${pathname}: policy`);
      assert.match(headers['content-security-policy'], /frame-ancestors 'none'/);
      // The documented two policies, word for word, each where it belongs.
      assert.equal(
        headers['content-security-policy'],
        policyFor(pathname, { apiOrigin: mock.url }),
        `${pathname}: ${pathname.startsWith('/manager') ? 'the console' : 'the public'} policy`,
      );
      assert.equal(headers['cache-control'], 'no-cache', `${pathname}: cache`);
      assert.equal(headers['content-type'], 'text/html; charset=utf-8', `${pathname}: type`);
    }
    for (const [pathname, type] of [
      ['/config.js', /^application\/javascript/],
      ['/site-state.json', /^application\/json/],
      ['/rss.xml', /^text\/xml/],
      ['/atom.xml', /^text\/xml/],
      ['/feed.json', /^application\/json/],
      [`/feeds/category/${firstFolder('feeds/category')}/atom.xml`, /^text\/xml/],
      ['/sitemap.xml', /^text\/xml/],
    ]) {
      const { status, headers } = await get(deploy.url, pathname);
      assert.equal(status, 200, pathname);
      assert.equal(headers['cache-control'], 'no-cache', `${pathname}: cache`);
      assert.match(headers['content-type'], type, `${pathname}: type`);
    }
    for (const pathname of [
      hashedFile('main.', '.js'),
      hashedFile('page-detail.', '.chunk.js'),
      hashedFile('page-detail.', '.chunk.css'),
    ]) {
      const { status, headers } = await get(deploy.url, pathname);
      assert.equal(status, 200, pathname);
      assert.equal(headers['cache-control'], IMMUTABLE, `${pathname}: cache`);
    }
  });

  test('sends compressed files to browsers that take them, and the same content', async () => {
    const main = hashedFile('main.', '.js');
    const raw = await get(deploy.url, main);
    const gzip = await get(deploy.url, main, { 'Accept-Encoding': 'gzip' });
    assert.equal(raw.headers['content-encoding'], undefined);
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.match(gzip.headers.vary ?? '', /Accept-Encoding/);
    assert.ok(zlib.gunzipSync(gzip.body).equals(raw.body), 'main.js.gz is main.js');
    assert.ok(gzip.body.length < raw.body.length / 2, `${gzip.body.length} of ${raw.body.length}`);
    // Pages the prerender rewrote: their .gz is the new page, not the build's app shell.
    for (const pathname of ['/', '/detail/1', '/no-such-page', '/rss.xml']) {
      const plain = await get(deploy.url, pathname);
      const packed = await get(deploy.url, pathname, { 'Accept-Encoding': 'gzip' });
      assert.equal(packed.headers['content-encoding'], 'gzip', pathname);
      assert.equal(packed.status, plain.status, pathname);
      assert.equal(zlib.gunzipSync(packed.body).toString(), plain.body.toString(), pathname);
    }
  });

  test("writes Netlify's _redirects and _headers for the API it rendered from", () => {
    const redirects = fs.readFileSync(path.join(dist, '_redirects'), 'utf8');
    assert.match(redirects, /^\/manager\/\*\s+\/shell\.html\s+200$/m);
    assert.match(redirects, /^\/\*\s+\/404\.html\s+404$/m);
    const headers = fs.readFileSync(path.join(dist, '_headers'), 'utf8');
    assert.ok(headers.includes(`connect-src 'self' ${mock.url};`), 'policy for the mock API');
    assert.ok(headers.includes(`${hashedFile('main.', '.js')}\n  Cache-Control: ${IMMUTABLE}`));
  });
});

test.describe('what a reader sees', () => {
  test('a prerendered article and the 404 page, under the policy, without a console error', async () => {
    const {
      page: reader,
      context,
      problems,
    } = await openPage(browser, {
      allowConsoleErrors: [/status of 404/],
    });
    try {
      const violations = [];
      await reader.exposeFunction('reportViolation', (text) => violations.push(text));
      await reader.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          window.reportViolation(`${event.violatedDirective} ${event.blockedURI}`),
        ),
      );
      const article = await page(deploy.url, '/detail/1');
      await reader.goto(`${deploy.url}/detail/1`);
      await reader.getByRole('heading', { level: 1, name: article.h1 }).waitFor();
      await screenshot(reader, 'deploy-nginx-article');
      await reader.goto(`${deploy.url}/no-such-page`);
      await reader.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      await screenshot(reader, 'deploy-nginx-404');
      assert.deepEqual(violations, []);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('an article asked for with a trailing slash (GitHub Pages and S3 redirect to one) is taken over as its own page', async () => {
    const { page: reader, context, problems } = await openPage(browser);
    try {
      const article = await page(deploy.url, '/detail/1');
      await reader.goto(`${deploy.url}/detail/1/`);
      await reader.waitForFunction(() => performance.getEntriesByName('app-hydrated').length > 0);
      await reader.getByRole('heading', { level: 1, name: article.h1 }).waitFor();
      // The address the app routes is the page's own, so the page is not "elsewhere": the app
      // hydrates it with the data it carries instead of asking the API for the article first
      // (it refreshes it in the background afterwards).
      assert.equal(new URL(reader.url()).pathname, '/detail/1');
      assert.equal(await reader.evaluate(() => document.documentElement.dataset.prerendered), '');
      const askedFirst = await reader.evaluate(() => {
        const hydrated = performance.getEntriesByName('app-hydrated')[0].startTime;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/api/article/detail/'))
          .filter((entry) => entry.startTime < hydrated)
          .map((entry) => entry.name);
      });
      assert.deepEqual(askedFirst, []);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});

test.describe('what a crawler sees', () => {
  test('a demo build is marked as a demo; a deploy from an API names its address', async () => {
    const demoArticle = await page(demo.url, '/detail/1');
    assert.equal(demoArticle.status, 200);
    assert.match(demoArticle.robots ?? '', /noindex/, 'a demo page is noindex');
    assert.equal(demoArticle.canonical, null, 'a demo page names no canonical address');

    const real = await page(deploy.url, '/detail/1');
    assert.equal(real.canonical, `${config.site.url}/detail/1`);
    assert.doesNotMatch(real.robots ?? '', /noindex/);
  });
});

test.describe('the blog changes after the prerender', () => {
  let created;
  let deleted;

  test('an article published since: 404 for crawlers, the article for readers', async () => {
    const [category] = await api('GET', '/api/category');
    created = await api('POST', '/api/article', {
      title: 'Published after the deploy',
      summary: 'Written once the pages were prerendered.',
      content: '# Published after the deploy\n\nThe prerender has not seen this one yet.',
      categoryId: String(category.id),
    });
    const pathname = `/detail/${created.id}`;
    const home = await page(deploy.url, '/');
    const crawler = await page(deploy.url, pathname);
    assert.equal(crawler.status, 404);
    assert.notEqual(crawler.title, home.title, 'not the home page title');
    assert.equal(crawler.canonical, null, 'no canonical (to the home page or anywhere)');

    const {
      page: reader,
      context,
      problems,
    } = await openPage(browser, {
      // The document itself answers 404, which Chromium logs as a failed resource.
      allowConsoleErrors: [/status of 404/],
    });
    try {
      await reader.goto(`${deploy.url}${pathname}`);
      await reader.getByRole('heading', { level: 1, name: 'Published after the deploy' }).waitFor();
      await reader.waitForFunction(() => document.title.startsWith('Published after the deploy'));
      // The body too (the renderer's chunk arrives after the heading), so the screenshot shows it.
      await reader.getByText('The prerender has not seen this one yet.').waitFor();
      await screenshot(reader, 'deploy-nginx-new-article');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('after a re-render: the new article is a page, a deleted one is 404 and out of the sitemap', async () => {
    const { list } = await api('GET', '/api/article?page=1&pageSize=10');
    deleted = list.find((article) => String(article.id) !== String(created.id));
    assert.ok((await get(deploy.url, `/detail/${deleted.id}`)).status === 200);
    await api('DELETE', `/api/article/${deleted.id}`);

    const rendered = await prerender(dist, config);
    assert.equal(rendered.status, 0, prerenderFailure(rendered));

    const gone = await page(deploy.url, `/detail/${deleted.id}`);
    assert.equal(gone.status, 404);
    assert.match(gone.title, /^Page not found/);
    const sitemap = (await get(deploy.url, '/sitemap.xml')).body.toString();
    assert.ok(!sitemap.includes(`/detail/${deleted.id}<`), 'the deleted article is in the sitemap');
    assert.ok(sitemap.includes(`${config.site.url}/detail/${created.id}<`), 'new one missing');
    assert.ok(!fs.existsSync(path.join(dist, 'detail', String(deleted.id))), 'its files are gone');

    const fresh = await page(deploy.url, `/detail/${created.id}`);
    assert.equal(fresh.status, 200);
    assert.match(fresh.title, /^Published after the deploy/);
    assert.equal(fresh.canonical, `${config.site.url}/detail/${created.id}`);
  });
});
