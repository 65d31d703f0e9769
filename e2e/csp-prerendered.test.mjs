// The strict Content-Security-Policy on prerendered pages (issues 8 and 27): the pages the
// prerender wrote, served with the public policy, with and without JavaScript, raise no violation,
// carry no style element and are styled. The app's own journeys are in csp.test.mjs.
import assert from 'node:assert/strict';
import { contentSecurityPolicy } from '../src/config/content-security-policy.cjs';
import { startMockApi } from './support/mock-api.mjs';
import { copyBuild, prerender, prerenderFailure, removeCopy } from './support/prerender.mjs';
import { screenshot, test } from './support/setup.mjs';
import { testConfig } from './support/site-config.mjs';
import { startStaticServer } from './support/static-server.mjs';
import {
  SLOW,
  assertNoViolations,
  assertStyled,
  guardedPage,
  policies,
} from './support/csp-kit.mjs';

test.describe('strict Content-Security-Policy on prerendered pages', () => {
  let mock;
  let site;
  let dist;
  let browser;
  let prerendered;

  test.beforeAll(async ({ browser: workerBrowser }) => {
    dist = copyBuild();
    mock = await startMockApi();
    const config = testConfig(mock.url);
    site = await startStaticServer({
      root: dist,
      config,
      headers: policies(mock.url),
      notFoundPage: '404.html',
    });
    const withUrl = { ...config, site: { ...config.site, url: site.url } };
    site.setConfig(withUrl);
    prerendered = await prerender(dist, withUrl);
    browser = workerBrowser;
  });

  test.afterAll(async () => {
    await site?.close();
    await mock?.close();
    if (dist) removeCopy(dist);
  });

  test('home, article, archive, list and 404, with and without JavaScript: no violation, no style element, styled', async () => {
    assert.equal(prerendered.status, 0, prerenderFailure(prerendered));
    // An article with code: its highlighter's and Markdown body's CSS come as chunks.
    let id = 1;
    for (; id <= 30; id += 1) {
      const answer = await (await fetch(`${mock.url}/api/article/detail/${id}`)).json();
      if (answer.code === 0 && answer.data?.content?.includes('```')) break;
    }
    const first = { id };
    const pages = {
      home: { path: '/', ready: 'main article h2' },
      article: { path: `/detail/${first.id}`, ready: 'main article h1' },
      archive: { path: '/timeLine', ready: 'main a[href^="/detail/"]' },
      list: { path: '/list?keyword=React', ready: 'main article h2' },
      missing: { path: '/no-such-page', ready: 'main h1' },
    };
    for (const javaScript of [true, false]) {
      for (const [name, { path, ready }] of Object.entries(pages)) {
        // The list is a route shell: without JavaScript it has no content to check.
        if (!javaScript && name === 'list') continue;
        const { page, violations } = await guardedPage({}, ({ viewport }) =>
          browser
            .newContext({ viewport, javaScriptEnabled: javaScript })
            .then((context) => context.newPage()),
        );
        try {
          const response = await page.goto(`${site.url}${path}`);
          assert.equal(
            response.headers()['content-security-policy'],
            contentSecurityPolicy({ apiOrigin: mock.url }),
            `${path}: the public policy`,
          );
          await page.locator(ready).first().waitFor(SLOW);
          if (javaScript) {
            // Taken over (or rendered) by the app: its styles are files, nothing written.
            await page.waitForFunction(() => document.querySelector('#root')?.children.length > 0);
          }
          await assertStyled(page);
          const markup = await response.text();
          assert.doesNotMatch(markup, /<style[\s>]/i, `${path}: a style element in the page`);
          assert.doesNotMatch(markup, /\sstyle\s*=/i, `${path}: a style attribute in the page`);
          assert.equal(
            await page.evaluate(() => document.querySelectorAll('style').length),
            0,
            `${path}: a style element written at run time`,
          );
          if (javaScript) await assertNoViolations(page, violations);
          else assert.deepEqual(violations, []);
          await screenshot(page, `csp-prerendered-${name}-${javaScript ? 'js' : 'nojs'}-1280`);
        } finally {
          await page.context().close();
        }
      }
    }
  });
});
