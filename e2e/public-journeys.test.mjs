// Reader journeys on the public side (issue 3, Tests): the production build in Chromium against
// the mock HTTP API. Each test follows what a reader does and checks what they see.
// Finding: home, the sidebar's tags, search and the archive. Reading an article's contents is in
// public-journeys-contents.test.mjs; other pages in public-journeys-pages.test.mjs.
import assert from 'node:assert/strict';
import { SMOKE, test, useE2E } from './support/setup.mjs';
import {
  DESKTOP,
  SLOW,
  TAG_COLOR_SOURCE,
  chipTexts,
  queryOf,
  waitForArticles,
} from './support/journey-kit.mjs';

const e2e = useE2E();

test.describe('public journeys', () => {
  test('home -> a "Most read" article: the title shows at once, then the body', SMOKE, async () => {
    const page = await e2e.newPage({ viewport: DESKTOP });
    await page.goto(e2e.url('/'));
    const rank = page.getByRole('navigation', { name: 'Most read' });
    const first = rank.getByRole('link').first();
    await first.waitFor({ state: 'visible', ...SLOW });
    const title = (await first.innerText()).trim();
    assert.ok(title.length > 0, 'the first ranked article has a title');

    // Hold the article's answer back: the title must already show, from the link itself.
    let release;
    const held = new Promise((resolve) => {
      release = resolve;
    });
    const pending = [];
    const isDetailCall = (url) => url.pathname.startsWith('/api/article/detail/');
    const hold = (route) => {
      const done = held.then(() => route.continue());
      pending.push(done);
      return done;
    };
    await page.route(isDetailCall, hold);

    await first.click();
    await page.waitForURL((url) => /^\/detail\/[^/]+$/.test(url.pathname), SLOW);
    // The new page's heading (the previous page stays on screen while the page's code loads).
    const heading = page.getByRole('heading', { level: 1, name: title, exact: true });
    await heading.waitFor({ state: 'visible', ...SLOW });
    const body = page.locator('main .markdown-body');
    assert.equal(await body.count(), 0, 'the body is still loading');

    release();
    await Promise.all(pending);
    await page.unroute(isDetailCall, hold);
    await body.waitFor({ state: 'visible', ...SLOW });
    assert.ok((await body.innerText()).trim().length > 100, 'the article body has text');
    assert.equal((await heading.innerText()).trim(), title);
    assert.match(await page.title(), new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  });

  test('a tag in the sidebar opens /list?labelId=… with a chip naming the tag', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP });
    await page.goto(e2e.url('/'));
    const tags = page.getByRole('navigation', { name: 'Tags' });
    const tag = tags.getByRole('link', { name: 'Tag: React', exact: true });
    await tag.waitFor({ state: 'visible', ...SLOW });
    // In one of the five tag colours (src/config/constants.ts TAG_COLORS), as the browser paints it.
    const fiveColours = [...TAG_COLOR_SOURCE.matchAll(/bg: '#([0-9a-f]{6})'/g)].map(
      ([, hex]) => `rgb(${[0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`,
    );
    assert.equal(fiveColours.length, 5);
    await page.waitForFunction(
      ([element, colours]) => colours.includes(getComputedStyle(element).backgroundColor),
      [await tag.elementHandle(), fiveColours],
      SLOW,
    );
    // Coloured by a class of the static stylesheet: no style attribute (the strict policy's
    // `style-src 'self'` forbids them in markup) on any chip.
    assert.deepEqual(
      await page.locator('a[href*="labelId="][style]').count(),
      0,
      'no tag chip carries a style attribute',
    );
    await tag.click();

    await page.waitForURL((url) => url.pathname === '/list', SLOW);
    const { labelId } = queryOf(page);
    assert.ok(labelId, 'the URL names the tag by id');
    assert.deepEqual(Object.keys(queryOf(page)), ['labelId']);

    await page.getByRole('button', { name: /Tag: React/ }).waitFor({ state: 'visible', ...SLOW });
    assert.deepEqual(await chipTexts(page), ['Tag: React']);
    await waitForArticles(page);

    // Every article listed carries the tag.
    const cards = page.locator('main article');
    const count = await cards.count();
    assert.ok(count > 0);
    for (let index = 0; index < count; index += 1) {
      const cardTags = await cards
        .nth(index)
        .getByRole('list', { name: 'Tags' })
        .getByRole('link')
        .allTextContents();
      assert.ok(
        cardTags.includes('Tag: React'),
        `article ${index + 1} is tagged React (has ${cardTags.join(', ')})`,
      );
    }
  });

  test('a tag keeps its colour for the whole visit, from page to page', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP });
    /** Each sidebar tag's colour, once every one has its colour. */
    const sidebarColours = async () => {
      const nav = page.getByRole('navigation', { name: 'Tags' });
      const tags = nav.getByRole('link');
      await tags.first().waitFor({ state: 'visible', ...SLOW });
      await page.waitForFunction(
        (element) =>
          [...element.querySelectorAll('a')].every((link) =>
            getComputedStyle(link).getPropertyValue('--tag-bg').trim(),
          ),
        await nav.elementHandle(),
        SLOW,
      );
      return tags.evaluateAll((links) =>
        Object.fromEntries(
          links.map((link) => [
            link.textContent,
            getComputedStyle(link).getPropertyValue('--tag-bg').trim(),
          ]),
        ),
      );
    };
    await page.goto(e2e.url('/'));
    const first = await sidebarColours();
    assert.ok(Object.keys(first).length >= 5, `${Object.keys(first).length} tags`);
    // A page opened afresh in the same tab (a link followed before the app took a prerendered
    // page over, or a reload): with this many tags, a fresh draw keeps every colour 1 time in 5^n.
    await page.goto(e2e.url('/timeLine'));
    assert.deepEqual(await sidebarColours(), first);
    // A client navigation, and a card's tag shows its sidebar colour.
    await page.getByRole('navigation', { name: 'Tags' }).getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === '/list', SLOW);
    await waitForArticles(page);
    assert.deepEqual(await sidebarColours(), first);
    const card = page.locator('main article').first().getByRole('list', { name: 'Tags' });
    const [name, colour] = await card
      .getByRole('link')
      .first()
      .evaluate((link) => [
        link.textContent,
        getComputedStyle(link).getPropertyValue('--tag-bg').trim(),
      ]);
    assert.equal(colour, first[name]);
  });

  test(
    'search with Enter opens /list?keyword=…, and a category filter keeps the keyword',
    SMOKE,
    async () => {
      const page = await e2e.newPage({ viewport: DESKTOP });
      await page.goto(e2e.url('/'));
      const box = page.getByRole('searchbox', { name: 'Search articles' });
      await box.waitFor({ state: 'visible', ...SLOW });
      await box.fill('the');
      await box.press('Enter');

      await page.waitForURL((url) => url.pathname === '/list', SLOW);
      assert.deepEqual(queryOf(page), { keyword: 'the' });
      await page
        .getByRole('button', { name: /Search: the/ })
        .waitFor({ state: 'visible', ...SLOW });
      assert.deepEqual(await chipTexts(page), ['Search: the']);
      await waitForArticles(page);
      assert.equal(await box.inputValue(), 'the', 'the box keeps showing the keyword');

      // Now narrow by category from the sidebar: the keyword stays, in the URL and in the chips.
      const category = page
        .getByRole('navigation', { name: 'Categories' })
        .getByRole('link', { name: /^Frontend\b/ });
      await category.waitFor({ state: 'visible', ...SLOW });
      await category.click();
      await page.waitForURL((url) => url.searchParams.has('categoryId'), SLOW);
      const query = queryOf(page);
      assert.equal(
        query.keyword,
        'the',
        `the keyword survives the category filter (${page.url()})`,
      );
      assert.ok(query.categoryId);

      await page
        .getByRole('button', { name: /Category: Frontend/ })
        .waitFor({ state: 'visible', ...SLOW });
      assert.deepEqual((await chipTexts(page)).sort(), ['Category: Frontend', 'Search: the']);
      await waitForArticles(page);
      const categories = await page
        .locator('main article')
        .getByRole('link', { name: /^(Frontend|Backend|Systems|Tooling|Craft|Notes)$/ })
        .allInnerTexts();
      assert.ok(categories.length > 0);
      assert.ok(
        categories.every((name) => name.trim() === 'Frontend'),
        `only Frontend articles are listed (${categories.join(', ')})`,
      );
    },
  );

  test('the archive opens an article', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP });
    await page.goto(e2e.url('/'));
    const archiveTab = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Archive', exact: true });
    await archiveTab.waitFor({ state: 'visible', ...SLOW });
    await archiveTab.click();
    await page.waitForURL((url) => url.pathname === '/timeLine', SLOW);
    await page
      .getByRole('navigation', { name: 'Main' })
      .locator('a[aria-current="page"]', { hasText: 'Archive' })
      .waitFor({ state: 'visible', ...SLOW });

    const entry = page.locator('main [data-timeline-entry] a').first();
    await entry.waitFor({ state: 'visible', ...SLOW });
    const title = (await entry.innerText()).trim();
    await entry.click();
    await page.waitForURL((url) => url.pathname.startsWith('/detail/'), SLOW);
    // The new page's heading (the previous page stays on screen while the page's code loads).
    const heading = page.getByRole('heading', { level: 1, name: title, exact: true });
    await heading.waitFor({ state: 'visible', ...SLOW });
    await page.locator('main .markdown-body').waitFor({ state: 'visible', ...SLOW });
  });
});
