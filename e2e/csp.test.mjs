// The strict Content-Security-Policy (issue 8): dist/ served with the policy from
// src/config/content-security-policy.cjs as a response header, as nginx or Netlify would send it.
// Every public and console journey must run with no `securitypolicyviolation` event, and the page
// must be styled by the theme: "no violation but unstyled" (every emotion rule blocked) fails.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contentSecurityPolicy } from '../src/config/content-security-policy.cjs';
import { PNG, pasteImage } from './support/paste-image.mjs';
import { screenshot, useE2E } from './support/setup.mjs';

const e2e = useE2E({
  siteHeaders: ({ mockUrl }) => ({
    'Content-Security-Policy': contentSecurityPolicy({ apiOrigin: mockUrl }),
  }),
});
const DESKTOP = { width: 1280, height: 800 };
const SLOW = { timeout: 30000 };
const DARK_BACKGROUND = 'rgb(21, 23, 26)';

/**
 * A page whose every CSP violation, on any document it navigates to, lands in `violations`
 * (an init script listens; an exposed function carries the reports across navigations).
 */
async function guardedPage(options = {}) {
  const page = await e2e.newPage({ viewport: DESKTOP, ...options });
  const violations = [];
  await page.exposeFunction('reportCspViolation', (text) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = `${event.sourceFile || location.href}:${event.lineNumber}`;
      window.reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${where}) ${event.sample}`,
      );
    });
  });
  return { page, violations };
}

/** Lets queued violation events reach the test before it reads them. */
async function settle(page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
  );
}

async function assertNoViolations(page, violations) {
  await settle(page);
  assert.deepEqual(violations, [], `CSP violations:\n${violations.join('\n')}`);
}

/** The theme's styles applied (not the browser's defaults): CssBaseline and the typography. */
async function assertStyled(page) {
  const style = await page.evaluate(() => {
    const body = getComputedStyle(document.body);
    const heading = document.querySelector('h1');
    return {
      margin: body.margin,
      font: body.fontFamily,
      heading: heading ? getComputedStyle(heading).fontFamily : '',
    };
  });
  assert.equal(style.margin, '0px', 'body keeps the browser default margin: unstyled');
  assert.match(style.font, /^system-ui/, `body font is ${style.font}: unstyled`);
  // Serif on the public side, sans in the console: either way the theme's, not the default.
  assert.match(
    style.heading,
    /^("Iowan Old Style"|system-ui)/,
    `h1 font is ${style.heading}: unstyled`,
  );
}

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

describe('strict Content-Security-Policy', () => {
  it('is sent with the pages, and a violation is caught (the listener works)', async () => {
    const { page, violations } = await guardedPage({
      allowConsoleErrors: [/Content Security Policy/],
    });
    const response = await page.goto(e2e.url('/'));
    const policy = response.headers()['content-security-policy'] ?? '';
    assert.match(policy, /style-src 'self'/);
    assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/);
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

  it('public journeys: home, colour toggle, archive, search, article with code and images, 404', async () => {
    const { page, violations } = await guardedPage();
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

  it('console journeys: dashboard, articles, categories, labels, file upload, editor with paste', async () => {
    const { page, violations } = await guardedPage();
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

  it('demo mode: the in-browser backend (service worker) under the same policy', async () => {
    e2e.setConfig({ ...e2e.defaultConfig(), mock: true, apiBase: '' });
    const { page, violations } = await guardedPage({ colorScheme: 'dark' });
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
