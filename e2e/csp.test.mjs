// The strict Content-Security-Policies (issues 8 and 27): dist/ served with the policies from
// src/config/content-security-policy.cjs as response headers, as nginx or Netlify would send them:
// the public pages' (`style-src 'self'` alone, no hash) on every path but the console's, and the
// console's (also emotion's empty <style> elements) on /manager and below. Every public and console
// journey must run with no `securitypolicyviolation` event, and the page must be styled by the
// theme: "no violation but unstyled" (every rule blocked) fails. The public pages are checked as
// the app renders them and as the prerender wrote them.
import assert from 'node:assert/strict';
import { EMPTY_STYLE_HASH, HEAD_SCRIPT_HASH } from '../src/config/content-security-policy.cjs';
import { PNG, pasteImage } from './support/paste-image.mjs';
import { screenshot, test, useE2E } from './support/setup.mjs';
import {
  DARK_BACKGROUND,
  SLOW,
  assertNoViolations,
  assertStyled,
  guardedPage,
  policies,
  settle,
} from './support/csp-kit.mjs';

const e2e = useE2E({ siteHeaders: ({ mockUrl }) => policies(mockUrl) });
/** A guarded page of this file's site. */
const openGuarded = (options = {}) => guardedPage(options, (settings) => e2e.newPage(settings));

/** The first seeded article whose content has a code block and an image, read from the API. */
async function articleWithCodeAndImage() {
  for (let id = 1; id <= 30; id += 1) {
    const answer = await (await fetch(`${e2e.mockUrl}/api/article/detail/${id}`)).json();
    const content = answer.data?.content ?? '';
    if (answer.code === 0 && content.includes('```') && content.includes('![')) return id;
  }
  throw new Error('no seeded article with code and an image');
}

/** Waits until every image in `scope` has loaded (a blocked image never gets a natural width). */
async function imagesLoaded(page, selector) {
  await page.locator(selector).first().waitFor(SLOW);
  await page.waitForFunction(
    (css) =>
      [...document.querySelectorAll(css)].every((img) => img.complete && img.naturalWidth > 0),
    selector,
    SLOW,
  );
}

const consoleNav = (page, name) =>
  page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true });

test.describe('strict Content-Security-Policy', () => {
  test('is sent with the pages, and a violation is caught (the listener works)', async () => {
    const { page, violations } = await openGuarded({
      allowConsoleErrors: [/Content Security Policy/],
    });
    const response = await page.goto(e2e.url('/'));
    const policy = response.headers()['content-security-policy'] ?? '';
    assert.match(policy, /style-src 'self';/, 'no hash and no other style source on public pages');
    assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/);
    // One hash: the inline head script's, in script-src.
    assert.deepEqual(policy.match(/sha256-[^']+/g), [HEAD_SCRIPT_HASH.slice(1, -1)]);
    assert.match(policy, /script-src 'self' 'sha256-[^']+';/);
    const consoleResponse = await fetch(e2e.url('/manager'));
    assert.match(
      consoleResponse.headers.get('content-security-policy') ?? '',
      new RegExp(`style-src 'self' ${EMPTY_STYLE_HASH.replace(/[+/]/g, '\\$&')};`),
      'the console policy allows the empty style elements',
    );
    await page.locator('main article h2').first().waitFor(SLOW);
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { margin: 3px; }';
      document.head.append(style);
    });
    await page.waitForFunction(() => getComputedStyle(document.body).margin === '0px');
    await settle(page);
    assert.equal(violations.length, 1, violations.join('\n'));
    assert.match(violations[0], /^style-src-elem blocked inline/);
  });

  test('public journeys: home, colour toggle, archive, search, article with code and images, 404', async () => {
    const { page, violations } = await openGuarded();
    await page.goto(e2e.url('/'));
    await page.locator('main article h2').first().waitFor(SLOW);
    await assertStyled(page);
    await screenshot(page, 'csp-home-1280-light');

    const toggle = page.getByRole('banner').getByRole('button', { name: 'Dark mode' });
    await toggle.click();
    await page.waitForFunction(
      (dark) => getComputedStyle(document.body).backgroundColor === dark,
      DARK_BACKGROUND,
      SLOW,
    );

    await page.goto(e2e.url('/timeLine'));
    await page.locator('main a[href^="/detail/"]').first().waitFor(SLOW);
    await assertStyled(page);

    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill('React');
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/list', SLOW);
    await page.locator('main article h2').first().waitFor(SLOW);

    const id = await articleWithCodeAndImage();
    await page.goto(e2e.url(`/detail/${id}`));
    // Highlighted code (the lazy highlighter and its CSS chunk) and the article's images.
    await page.locator('main pre code [class^="hljs-"]').first().waitFor(SLOW);
    await imagesLoaded(page, 'main article img');
    await assertStyled(page);
    await screenshot(page, 'csp-article-1280-dark');

    await page.goto(e2e.url('/no-such-page'));
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor(SLOW);
    await assertStyled(page);
    await assertNoViolations(page, violations);
  });

  test('console journeys: dashboard, articles, categories, labels, file upload, editor with paste', async () => {
    const { page, violations } = await openGuarded();
    await e2e.signIn(page);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor(SLOW);
    await assertStyled(page);
    await screenshot(page, 'csp-dashboard-1280');

    await consoleNav(page, 'Article').click();
    await page.getByRole('table', { name: 'Articles' }).getByRole('row').nth(1).waitFor(SLOW);
    for (const [menu, title] of [
      ['Category', 'Categories'],
      ['Label', 'Labels'],
    ]) {
      await consoleNav(page, menu).click();
      await page.getByRole('table', { name: title }).getByRole('row').nth(1).waitFor(SLOW);
    }

    await consoleNav(page, 'File').click();
    await page.getByRole('heading', { level: 1, name: 'Files' }).waitFor(SLOW);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose files' }).click();
    await (await chooser).setFiles({ name: 'csp-upload.png', mimeType: 'image/png', buffer: PNG });
    const item = page
      .getByRole('list', { name: 'Files' })
      .getByRole('listitem')
      .filter({ hasText: 'csp-upload.png' });
    await item.waitFor(SLOW);
    await imagesLoaded(page, 'img[alt="csp-upload.png"]');

    await page.goto(e2e.url('/manager/article/new'));
    await page.getByRole('heading', { level: 1, name: 'New article' }).waitFor(SLOW);
    const content = page.getByRole('textbox', { name: 'Content', exact: true });
    await content.click();
    await page.keyboard.type('## Typed here\n\n```js\nconst answer = 42;\n```\n');
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { name: 'Typed here' }).waitFor(SLOW);
    await preview.locator('pre code [class^="hljs-"]').first().waitFor(SLOW);
    await pasteImage(content, 'csp-paste.png');
    await imagesLoaded(page, 'img[alt="csp-paste"]');
    await assertStyled(page);
    await screenshot(page, 'csp-editor-1280');
    await assertNoViolations(page, violations);
  });

  test('a link from a public page into the console loads it under the console policy', async () => {
    const { page, violations } = await openGuarded();
    await page.goto(e2e.url('/'));
    await page.locator('main article h2').first().waitFor(SLOW);
    // In the app, as a link would: the document keeps the public page's policy, which blocks
    // MUI's styles, so the sign-in page is loaded afresh under its own.
    await page.evaluate(() => {
      window.__samePublicDocument = true;
      history.pushState(null, '', '/manager');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor(SLOW);
    assert.equal(await page.evaluate(() => window.__samePublicDocument), undefined, 'reloaded');
    await page.getByRole('textbox', { name: /user/i }).waitFor(SLOW);
    await assertStyled(page);
    await screenshot(page, 'csp-sign-in-from-public-1280');
    await assertNoViolations(page, violations);
  });

  test('demo mode: the in-browser backend (service worker) under the same policy', async () => {
    e2e.setConfig({ ...e2e.defaultConfig(), mock: true, apiBase: '' });
    const { page, violations } = await openGuarded({ colorScheme: 'dark' });
    await page.goto(e2e.url('/'));
    await page.locator('main article h2').first().waitFor(SLOW);
    await assertStyled(page);
    await page.locator('main article h2 a').first().click();
    await page.locator('main pre code [class^="hljs-"]').first().waitFor(SLOW);
    await e2e.signIn(page);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor(SLOW);
    await screenshot(page, 'csp-demo-dashboard-1280-dark');
    await assertNoViolations(page, violations);
  });
});
