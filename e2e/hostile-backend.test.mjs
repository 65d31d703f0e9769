// Against a hostile backend (issue 25, "No answer from the backend takes the site down"): the mock
// API with every id a string and the records that once took the site down (mocks/hostile-backend.ts:
// ids `bad\ud800`, '', '.', '..', '../../x', '..%2F..%2Fx', a category name with a lone surrogate,
// DOMPurify's fixture #88 and an unclosed <style> in an article, a summary `</script><script>`).
// The public pages, the console and the prerendered pages load with no page error and no
// hydration error; the good records render and open by their own address; the bad ones are
// skipped, and the console says which and why.
import assert from 'node:assert/strict';
import { JSDOM } from 'jsdom';
import { policyFor } from '../src/config/content-security-policy.cjs';
import { copyBuild, prerender, removeCopy } from './support/prerender.mjs';
import { startStaticServer } from './support/static-server.mjs';
import { screenshot, test, useE2E } from './support/setup.mjs';

const e2e = useE2E();
const SLOW = { timeout: 60000 };

const GOOD_TITLES = [
  'Hostile id: traversal',
  'Hostile id: encoded traversal',
  'Hostile id: slash, query, hash, CJK and emoji',
];
const CONTENT_TITLE = 'Hostile content \ufffd and summary';
const BAD_TITLES = [
  'Hostile id: lone surrogate',
  'Hostile id: empty',
  'Hostile id: dot',
  'Hostile id: dot-dot',
];
const CATEGORY = 'Hostile\ufffd category';

/** The page has no list item, link or heading naming a record that had to be skipped. */
async function assertNoBadRecords(page) {
  const text = await page.locator('body').innerText();
  for (const title of BAD_TITLES) assert.ok(!text.includes(title), `"${title}" is shown`);
  assert.ok(!text.includes('Category with a broken id'), 'the broken category is shown');
}

async function articleHeading(page) {
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor(SLOW);
  await page.waitForFunction(
    () => document.querySelectorAll('.placeholder, [aria-busy="true"]').length === 0,
  );
  return (await heading.innerText()).trim();
}

test.describe('a hostile backend takes no page down', () => {
  test('home, archive and sidebar show the good records and skip the bad ones', async () => {
    await e2e.hostileBackend();
    const page = await e2e.newPage();
    await page.goto(e2e.url('/'));
    for (const title of [...GOOD_TITLES, CONTENT_TITLE]) {
      await page.getByRole('link', { name: title }).first().waitFor(SLOW);
    }
    await page.getByRole('link', { name: CATEGORY }).first().waitFor();
    await assertNoBadRecords(page);
    await screenshot(page, 'hostile-home-1280');

    await page.goto(e2e.url('/timeLine'));
    await page.getByRole('link', { name: GOOD_TITLES[0] }).first().waitFor(SLOW);
    await assertNoBadRecords(page);

    // A demo article, its id now a string, opens as before.
    await page.goto(e2e.url('/detail/1'));
    assert.ok((await articleHeading(page)).length > 0);
  });

  test('every hostile id opens its own article, by its link and by its address', async () => {
    await e2e.hostileBackend();
    const page = await e2e.newPage();
    const hrefs = new Map();
    for (const title of GOOD_TITLES) {
      await page.goto(e2e.url('/'));
      const link = page.getByRole('link', { name: title }).first();
      await link.waitFor(SLOW);
      hrefs.set(title, await link.getAttribute('href'));
      await link.click();
      assert.equal(await articleHeading(page), title, `${title}, by its link`);
    }
    assert.equal(new Set(hrefs.values()).size, GOOD_TITLES.length, 'one address per article');
    for (const [title, href] of hrefs) {
      await page.goto(e2e.url(href));
      assert.equal(await articleHeading(page), title, `${title}, at ${href}`);
      assert.ok(href.startsWith('/detail/') && !href.slice(8).includes('/'), href);
    }
    // The literal %2F no longer opens the traversal article, and each opens its own.
    assert.notEqual(hrefs.get(GOOD_TITLES[0]), hrefs.get(GOOD_TITLES[1]));
  });

  test('an article with DOMPurify fixture #88 and an unclosed <style> shows all its text', async () => {
    await e2e.hostileBackend();
    const page = await e2e.newPage();
    await page.goto(e2e.url('/detail/hostile-content'));
    assert.equal(await articleHeading(page), CONTENT_TITLE);
    const article = page.locator('article');
    await article.getByText('After the frameset.').waitFor();
    await article.getByText('After the unclosed style.').waitFor();
    assert.equal(await page.locator('frameset, frame, article style').count(), 0);
    assert.equal(await page.getByText('Something went wrong').count(), 0);
    await screenshot(page, 'hostile-article-1280');
  });

  test('/manager: the owner signs in, and the console says which records were skipped', async () => {
    await e2e.hostileBackend();
    const page = await e2e.newPage();
    await e2e.signIn(page);
    const notice = page.getByRole('alert').filter({ hasText: 'from the backend were skipped' });
    await notice.waitFor(SLOW);
    const text = await notice.innerText();
    assert.match(text, /article "bad\\ud800": its id holds a broken character/);
    assert.match(text, /article "": it has no id/);
    // The dashboard's own list of most read articles keeps its good records.
    await page.getByRole('heading', { name: 'Most read articles' }).waitFor(SLOW);
    await page.locator('main').getByText('Hostile id: traversal').first().waitFor(SLOW);
    await assertNoBadRecords(page);
    await screenshot(page, 'hostile-console-dashboard-1280');

    await page.goto(e2e.url('/manager/article'));
    for (const title of GOOD_TITLES) await page.getByText(title).first().waitFor(SLOW);
    const notice2 = page.getByRole('alert').filter({ hasText: 'from the backend were skipped' });
    await notice2.waitFor(SLOW);
    assert.match(await notice2.innerText(), /article "\.\.": its id is a dot segment/);
    assert.equal(await page.getByText('Could not load the articles').count(), 0);
    for (const title of BAD_TITLES) {
      assert.equal(await page.getByRole('row', { name: new RegExp(title) }).count(), 0, title);
    }
    await screenshot(page, 'hostile-console-articles-1280');
  });
});

test.describe('prerendered pages from a hostile backend', () => {
  test('render, take over without a hydration error, and keep the feed text', async () => {
    await e2e.hostileBackend();
    const dist = copyBuild();
    const site = await startStaticServer({
      root: dist,
      config: e2e.defaultConfig(),
      headers: (pathname) => ({
        'Content-Security-Policy': policyFor(pathname, { apiOrigin: e2e.mockUrl }),
      }),
    });
    try {
      const config = { ...e2e.defaultConfig() };
      config.site = { ...config.site, url: site.url };
      site.setConfig(config);
      const result = await prerender(dist, config);
      // Exit 2: written, but incomplete. The articles whose ids no file name can carry are
      // named and skipped (the app opens them), the others are published.
      assert.equal(result.status, 2, result.output);
      for (const id of ['../../x', '..%2F..%2Fx', 'a/b ?#日本 😀']) {
        assert.ok(
          result.output.includes(`skipped article ${JSON.stringify(id)}`),
          `${id} is named as skipped:\n${result.output}`,
        );
      }

      // The feed: a summary `</script><script>` reaches a reader's HTML as text.
      const rss = await (await fetch(`${site.url}/rss.xml`)).text();
      const feed = new JSDOM(rss, { contentType: 'text/xml' }).window.document;
      const item = Array.from(feed.getElementsByTagName('item')).find(
        (node) => node.getElementsByTagName('title')[0].textContent === CONTENT_TITLE,
      );
      assert.ok(item, 'the hostile article is in the feed');
      const description = item.getElementsByTagName('description')[0].textContent;
      const shown = new JSDOM(description).window.document.body;
      assert.equal(shown.children.length, 0, `markup in <description>: ${description}`);
      assert.equal(shown.textContent, '</script><script>alert("summary")</script>');

      for (const pathname of ['/', '/timeLine', '/detail/hostile-content']) {
        const html = await (await fetch(`${site.url}${pathname}`)).text();
        assert.match(html, /Hostile id: traversal|Hostile content/, `${pathname} prerendered`);
        assert.ok(!html.includes('Hostile id: lone surrogate'), `${pathname}: a bad record`);
        const page = await e2e.newPage();
        await page.goto(`${site.url}${pathname}`);
        await page.waitForFunction(() => performance.getEntriesByName('app-hydrated').length > 0);
        await page.waitForLoadState('networkidle');
        await page.getByRole('link', { name: CATEGORY }).first().waitFor();
        await assertNoBadRecords(page);
        if (pathname === '/detail/hostile-content') {
          await page.getByText('After the unclosed style.').waitFor();
          await screenshot(page, 'hostile-prerendered-article-1280');
        }
      }
    } finally {
      await site.close();
      removeCopy(dist);
    }
  });
});
