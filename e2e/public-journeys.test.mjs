// Reader journeys on the public side (issue 3, Tests): the production build in Chromium against
// the mock HTTP API. Each test follows what a reader does and checks what they see.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { screenshot, untilSettled, useE2E } from './support/setup.mjs';
import { projectRoot } from './support/paths.mjs';

const TAG_COLOR_SOURCE = fs.readFileSync(path.join(projectRoot, 'src/config/constants.ts'), 'utf8');

const e2e = useE2E();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
// The machine running these may be slow: waits are generous, assertions never measure time.
const SLOW = { timeout: 60000 };

/** The query of the page's current URL as a plain object. */
function queryOf(page) {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/** Opens the demo's long article from the archive; returns its address. */
async function openLongArticle(page) {
  await page.goto(e2e.url('/timeLine'));
  const entry = page.locator('main [data-timeline-entry] a', {
    hasText: 'The complete field guide to shipping a web app',
  });
  await entry.waitFor({ state: 'visible', ...SLOW });
  const address = await entry.getAttribute('href');
  await entry.click();
  return address;
}

/** Resolves once the page has not scrolled for `frames` animation frames in a row. */
function untilStill(page, frames) {
  return page.evaluate(async (needed) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let still = 0;
    while (still < needed) {
      const before = scrollY;
      await frame();
      still = scrollY === before ? still + 1 : 0;
    }
  }, frames);
}

/** The text of the active filter chips above the list. */
async function chipTexts(page) {
  const chips = page.getByRole('list', { name: 'Active filters' }).getByRole('button');
  return (await chips.allInnerTexts()).map((text) => text.trim());
}

/** Waits until the list in <main> shows its articles (skeletons gone). */
async function waitForArticles(page) {
  await page
    .locator('main article h2 a')
    .first()
    .waitFor({ state: 'visible', ...SLOW });
}

describe('public journeys', () => {
  it('home -> a "Most read" article: the title shows at once, then the body', async () => {
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

  it('a tag in the sidebar opens /list?labelId=… with a chip naming the tag', async () => {
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

  it('a tag keeps its colour for the whole visit, from page to page', async () => {
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

  it('search with Enter opens /list?keyword=…, and a category filter keeps the keyword', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP });
    await page.goto(e2e.url('/'));
    const box = page.getByRole('searchbox', { name: 'Search articles' });
    await box.waitFor({ state: 'visible', ...SLOW });
    await box.fill('the');
    await box.press('Enter');

    await page.waitForURL((url) => url.pathname === '/list', SLOW);
    assert.deepEqual(queryOf(page), { keyword: 'the' });
    await page.getByRole('button', { name: /Search: the/ }).waitFor({ state: 'visible', ...SLOW });
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
    assert.equal(query.keyword, 'the', `the keyword survives the category filter (${page.url()})`);
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
  });

  it('the archive opens an article', async () => {
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

  it("the article's contents follow the reading position, even after a jump", async () => {
    // Reduced motion: back-to-top and contents links jump instead of gliding.
    const page = await e2e.newPage({ viewport: DESKTOP, reducedMotion: 'reduce' });
    await page.goto(e2e.url('/'));
    const first = page.locator('main article h2 a').first();
    await first.waitFor({ state: 'visible', ...SLOW });
    await first.click();
    await page.locator('main .markdown-body').waitFor({ state: 'visible', ...SLOW });
    const contents = page.getByRole('navigation', { name: 'On this page' });
    const links = contents.getByRole('link');
    await links.nth(1).waitFor({ state: 'visible', ...SLOW });
    const names = (await links.allInnerTexts()).map((text) => text.trim());
    const current = contents.locator('a[aria-current="location"]');
    const currentIs = (name) =>
      page.waitForFunction(
        (expected) =>
          document.querySelector('nav a[aria-current="location"]')?.textContent?.trim() ===
          expected,
        name,
        SLOW,
      );
    await currentIs(names[0]);

    // The last section chosen from the contents becomes the current one.
    await links.last().click();
    await currentIs(names.at(-1));
    // Straight back to the top (as back-to-top does for reduced motion): the first one again.
    await page.getByRole('button', { name: 'Back to top' }).click();
    await page.waitForFunction(() => window.scrollY === 0, undefined, SLOW);
    await currentIs(names[0]);

    // Read down the whole article a little at a time, then jump back up: the first one again.
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      while (window.scrollY + innerHeight < document.scrollingElement.scrollHeight - 1) {
        const before = window.scrollY;
        window.scrollBy({ top: 120, behavior: 'instant' });
        await frame();
        await frame();
        if (window.scrollY === before) break;
      }
    });
    await currentIs(names.at(-1));
    await page.getByRole('button', { name: 'Back to top' }).click();
    await page.waitForFunction(() => window.scrollY === 0, undefined, SLOW);
    await currentIs(names[0]);
    assert.equal(await current.count(), 1);
  });

  it("a long article's contents follow the reader through its parts", async () => {
    const page = await e2e.newPage({ viewport: DESKTOP, reducedMotion: 'reduce' });
    await openLongArticle(page);
    // Its blocks come in parts, each laid out only near the viewport.
    const parts = page.locator('main .markdown-body > .md-part');
    await parts.nth(2).waitFor({ state: 'attached', ...SLOW });
    const visibility = await parts.evaluateAll((all) => [
      all.length,
      [...new Set(all.map((part) => getComputedStyle(part).contentVisibility))],
    ]);
    assert.ok(visibility[0] > 5, `${visibility[0]} parts`);
    assert.deepEqual([...visibility[1]], ['auto']);

    const contents = page.getByRole('navigation', { name: 'On this page' });
    const links = contents.getByRole('link');
    await links.nth(20).waitFor({ state: 'attached', ...SLOW });
    const count = await links.count();
    /** The current entry's heading is above the band near the top, and the next one's is not. */
    const currentFollowsPosition = () =>
      page.waitForFunction(
        () => {
          const line = innerHeight * 0.3;
          const anchors = [...document.querySelectorAll('[data-toc-scroll] nav a[href^="#"]')];
          const at = anchors.findIndex((anchor) => anchor.getAttribute('aria-current'));
          const top = (anchor) =>
            document
              .getElementById(decodeURIComponent(anchor.hash.slice(1)))
              .getBoundingClientRect().top;
          return (
            at >= 0 &&
            (at === 0 || top(anchors[at]) < line) &&
            (at === anchors.length - 1 || top(anchors[at + 1]) >= line)
          );
        },
        undefined,
        SLOW,
      );
    const currentIs = (name) =>
      page.waitForFunction(
        (wanted) =>
          document.querySelector('nav a[aria-current="location"]')?.textContent?.trim() === wanted,
        name,
        SLOW,
      );

    // A section two thirds down, in a part that was not laid out: on screen and current.
    const chosen = links.nth(Math.floor(count * 0.66));
    const name = (await chosen.innerText()).trim();
    await chosen.click();
    await currentIs(name);
    const top = await page.evaluate(
      (hash) =>
        document.getElementById(decodeURIComponent(hash.slice(1))).getBoundingClientRect().top,
      await chosen.evaluate((anchor) => anchor.hash),
    );
    assert.ok(top >= 0 && top < DESKTOP.height / 2, `the section's heading is at ${top} px`);
    await screenshot(page, 'long-article-contents', { fullPage: false });

    // Reading on with the wheel, then back up: the contents name the section under the band.
    for (const [steps, delta] of [
      [12, 300],
      [20, -250],
    ]) {
      await page.mouse.move(DESKTOP.width / 2, DESKTOP.height / 2);
      for (let step = 0; step < steps; step += 1) {
        await page.mouse.wheel(0, delta);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      }
      // Once the page has stopped moving (a wheel may glide).
      await untilStill(page, 5);
      await currentFollowsPosition();
    }
    assert.equal(await contents.locator('a[aria-current="location"]').count(), 1);
  });

  it("a long article's contents glide or jump to the very section chosen, however far", async () => {
    /** Where the section's heading came to rest, once the page is still. */
    const landing = async (page, hash) => {
      await untilStill(page, 10);
      const { top, margin, atBottom, height } = await page.evaluate((fragment) => {
        const heading = document.getElementById(decodeURIComponent(fragment.slice(1)));
        return {
          top: heading.getBoundingClientRect().top,
          margin: parseFloat(getComputedStyle(heading).scrollMarginTop) || 0,
          atBottom: scrollY + innerHeight >= document.scrollingElement.scrollHeight - 1,
          height: innerHeight,
        };
      }, hash);
      // At its scroll margin from the top; the last sections may sit lower, the page at its end.
      assert.ok(
        Math.abs(top - margin) <= 2 || (atBottom && top > margin && top < height / 2),
        `${hash}: the heading is at ${top} px, not at its scroll margin (${margin} px)`,
      );
      assert.equal(new URL(page.url()).hash, hash);
    };

    // Motion allowed: a glide through parts not yet laid out must not stop short of the section.
    const page = await e2e.newPage({ viewport: DESKTOP, reducedMotion: 'no-preference' });
    await openLongArticle(page);
    const links = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
    await links.nth(20).waitFor({ state: 'attached', ...SLOW });
    const count = await links.count();
    // Far down, next door, then far back up.
    for (const index of [count - 1, Math.floor(count * 0.5), Math.floor(count * 0.5) + 1, 1]) {
      const chosen = links.nth(index);
      const hash = await chosen.evaluate((anchor) => anchor.hash);
      // As a reader does: the entry in sight, the page still, then the press.
      await chosen.scrollIntoViewIfNeeded();
      await untilStill(page, 10);
      await chosen.click();
      await landing(page, hash);
    }

    // On a phone, from the contents drawer (issue 25: "7.3 Example" stopped at "5.4 Notes", the
    // heading 5,715 px below the screen): the section the new reader chose, then the very end.
    // Once as Chromium is, once without scroll anchoring (as in Safari before 18, or in a frame
    // where something suppresses it), which alone made up for parts laid out after the jump.
    for (const anchoring of [true, false]) {
      const phone = await e2e.newPage({ viewport: PHONE, reducedMotion: 'no-preference' });
      await openLongArticle(phone);
      if (!anchoring) {
        await phone.evaluate(() => (document.documentElement.style.overflowAnchor = 'none'));
      }
      for (const name of ['7.3 Example', 'Further reading']) {
        await phone.getByRole('button', { name: 'Contents' }).click();
        const drawer = phone.getByRole('dialog');
        const entry = drawer
          .getByRole('navigation', { name: 'On this page' })
          .getByRole('link', { name, exact: true });
        await entry.waitFor({ state: 'visible', ...SLOW });
        const hash = await entry.evaluate((anchor) => anchor.hash);
        await entry.click();
        await drawer.waitFor({ state: 'hidden', ...SLOW });
        await landing(phone, hash);
        if (anchoring && name === '7.3 Example') {
          await screenshot(phone, 'contents-landing-360', { fullPage: false });
        }
      }
    }
  });

  it('an entry pressed while the page moves is the one gone to (the contents stay under the pointer)', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP, reducedMotion: 'no-preference' });
    await openLongArticle(page);
    const contents = page.getByRole('navigation', { name: 'On this page' });
    const links = contents.getByRole('link');
    await links.nth(20).waitFor({ state: 'attached', ...SLOW });
    const last = links.nth((await links.count()) - 1);
    const hash = await last.evaluate((anchor) => anchor.hash);
    const current = () => contents.locator('a[aria-current="location"]').getAttribute('href');
    /** Scrolls the page (the sidebar's contents stuck in place) and waits for the new current entry. */
    const readOnTo = async (y) => {
      const before = await page.evaluate(() =>
        document.querySelector('nav a[aria-current="location"]')?.getAttribute('href'),
      );
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await page.waitForFunction(
        (was) => {
          const now = document.querySelector('nav a[aria-current="location"]');
          return now && now.getAttribute('href') !== was;
        },
        before,
        SLOW,
      );
      // The list's own effects (keeping the current entry in view) run by the next frames.
      await untilStill(page, 2);
    };
    // Reading a little way in; then the contents scrolled to their end, the last entry pressed.
    await readOnTo(3000);
    await last.evaluate((anchor) => anchor.scrollIntoView({ block: 'nearest' }));
    const box = await last.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // The page moves on before the button is released (a glide still going): another section is
    // being read. The entry pressed stays under the pointer, and the release goes there.
    await readOnTo(6000);
    assert.notEqual(await current(), `#${decodeURIComponent(hash.slice(1))}`);
    await page.mouse.up();
    await untilStill(page, 10);
    const { top, atBottom } = await page.evaluate(
      (fragment) => ({
        top: document.getElementById(decodeURIComponent(fragment.slice(1))).getBoundingClientRect()
          .top,
        atBottom: scrollY + innerHeight >= document.scrollingElement.scrollHeight - 1,
      }),
      hash,
    );
    assert.ok(atBottom && top >= 0 && top < DESKTOP.height / 2, `${hash} is at ${top} px`);
    assert.equal(new URL(page.url()).hash, hash);
  });

  it('a link to a section opens the article at that section', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP });
    const article = await openLongArticle(page);
    const links = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
    await links.nth(20).waitFor({ state: 'attached', ...SLOW });
    const chosen = links.nth(Math.floor((await links.count()) / 2));
    const [name, hash] = await chosen.evaluate((anchor) => [
      anchor.textContent.trim(),
      anchor.hash,
    ]);

    // As someone the link was shared with: a fresh page, straight at the section.
    const reader = await e2e.newPage({ viewport: DESKTOP });
    await reader.goto(e2e.url(article + hash));
    // Its heading at the top of the window, far down the article, and it stays there.
    const atSection = (id) => {
      const top = document.getElementById(id)?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < innerHeight / 3 && scrollY > 1000;
    };
    const id = decodeURIComponent(hash.slice(1));
    await reader.waitForFunction(atSection, id, SLOW);
    // Once everything it loads has arrived and the page is at rest, it is still there.
    await reader.waitForLoadState('load');
    await untilSettled(reader);
    assert.ok(await reader.evaluate(atSection, id), `${name} is no longer at the top`);
    await screenshot(reader, 'linked-section', { fullPage: false });
  });

  it('the owner reading a disabled article is told that readers cannot see it', async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await e2e.signIn(page);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const { data } = await (await fetch(`${e2e.mockUrl}/api/article?page=1&pageSize=1`)).json();
    const id = String(data.list[0].id);
    const disabled = await fetch(`${e2e.mockUrl}/api/article/disabled/${id}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    assert.equal((await disabled.json()).data.disabled, true);

    await page.goto(e2e.url(`/detail/${id}`));
    const notice = page.getByRole('note', { name: 'Disabled article' });
    await notice.waitFor({ state: 'visible', ...SLOW });
    assert.match(await notice.innerText(), /This article is disabled: readers cannot see it\./);
    await screenshot(page, 'disabled-article-notice-360', { fullPage: false });
    await notice.getByRole('link', { name: 'Edit it in the console' }).click();
    await page.waitForURL((url) => url.pathname === `/manager/article/edit/${id}`, SLOW);

    // A reader (no session) is not told, and does not get the article.
    const reader = await e2e.newPage({ viewport: PHONE });
    await reader.goto(e2e.url(`/detail/${id}`));
    await reader
      .getByRole('heading', { level: 1 })
      .first()
      .waitFor({ state: 'visible', ...SLOW });
    assert.equal(await reader.getByRole('note', { name: 'Disabled article' }).count(), 0);
  });

  it('back-to-top appears past 600 px and takes the reader back to the top', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP });
    await page.goto(e2e.url('/'));
    await waitForArticles(page);
    const button = page.getByRole('button', { name: 'Back to top' });
    assert.equal(await button.count(), 0, 'no button at the top of the page');

    // Not yet at 500 px: the scroll handler has run once the frame after the scroll is painted.
    await page.evaluate(() => window.scrollTo({ top: 500, behavior: 'instant' }));
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    assert.equal(await button.count(), 0, 'no button at 500 px');

    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
    await button.waitFor({ state: 'visible', ...SLOW });
    await screenshot(page, 'public-back-to-top-1280');
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0, undefined, SLOW);
    await button.waitFor({ state: 'detached', ...SLOW });
    // The keyboard continues from the page heading.
    assert.equal(
      await page.evaluate(() => document.activeElement?.tagName),
      'H1',
      'focus moves to the heading',
    );
  });

  it('an unknown path shows the 404 page, and its button goes home', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP });
    await page.goto(e2e.url('/this/does/not/exist'));
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor({ state: 'visible', ...SLOW });
    assert.match(await heading.innerText(), /not found/i);
    assert.match(await page.title(), /not found/i);
    const home = page.getByRole('main').getByRole('link', { name: 'Back to home' });
    await home.click();
    await page.waitForURL((url) => url.pathname === '/', SLOW);
    await waitForArticles(page);
  });

  it('an unknown article shows the same not-found page as an unknown route', async () => {
    const page = await e2e.newPage({
      viewport: DESKTOP,
      // A backend answering HTTP 404 makes Chromium log the failed request.
      allowConsoleErrors: [/status of 404/],
    });
    const notFound = async (path) => {
      await page.goto(e2e.url(path));
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await heading.waitFor({ state: 'visible', ...SLOW });
      await page.getByRole('main').getByRole('link', { name: 'Back to home' }).waitFor(SLOW);
      return { heading: await heading.innerText(), title: await page.title() };
    };
    const unknownRoute = await notFound('/this/does/not/exist');
    const unknownArticle = await notFound('/detail/999999');
    assert.deepEqual(unknownArticle, unknownRoute);
    assert.equal(unknownArticle.heading, 'Page not found');
    assert.equal(await page.getByRole('button', { name: 'Retry' }).count(), 0);
    await screenshot(page, 'not-found-article');
    await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/', SLOW);
  });
});
