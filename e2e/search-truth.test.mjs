// One truth for a search, whichever page asks (issue 41), on a prerendered site with its search
// files: the quick search's count and order are the list page's (/list?keyword=), which merges
// the index's matches with the API's; snippets show the match (a Chinese one on a phone, the word
// a typo matched, table cells kept apart) and mark words from their starts; marks keep 4.5:1 in
// both themes; a card reserves no lines its text does not fill.
import assert from 'node:assert/strict';
import { axe, formatViolations, openPage, screenshot, untilSettled } from './support/browser.mjs';
import { DESKTOP, PHONE, usePrerenderedSite } from './support/prerendered-site.mjs';
import { test } from './support/fixtures.mjs';

/** A Chinese match after a long lead: about a line and a half of characters before it. */
const CHINESE_ARTICLE = {
  title: '加载性能记录',
  summary: '几次测量的记录。',
  content:
    '# 记录\n\n我们先看一组数据，再决定要不要动手优化页面的加载流程与资源的先后顺序，然后才谈首屏时间的变化，以及它对读者的影响。',
};
/** Found by its title: its text lacks the word, and its summary is one short line. */
const TITLE_ONLY = {
  title: 'Quokka sightings',
  summary: 'Short.',
  content: '# Notes\n\nNothing here.',
};

const harness = usePrerenderedSite('search-truth', {
  beforePrerender: async (h) => {
    await h.publish(CHINESE_ARTICLE);
    await h.publish(TITLE_ONLY);
  },
});
const url = (pathname) => new URL(pathname, harness.site.url).href;

async function open(pathname, viewport, colorScheme = 'light') {
  const opened = await openPage(harness.browser, {
    viewport,
    colorScheme,
    reducedMotion: 'reduce',
  });
  await opened.page.goto(url(pathname));
  // The home page is prerendered and taken over; a list with a keyword is rendered by the app.
  if (pathname === '/')
    await opened.page.waitForFunction(
      () => performance.getEntriesByName('app-hydrated').length > 0,
    );
  return opened;
}

/** The dialog, opened as a reader would on this screen, searching for `query` until it settles. */
async function search(page, viewport, query) {
  if (viewport === PHONE) await page.getByRole('searchbox', { name: 'Search articles' }).click();
  else await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Search the blog' });
  await dialog.getByRole('combobox').fill(query);
  await dialog.getByRole('option').first().waitFor();
  await dialog.locator('[role=listbox][aria-busy=false]').waitFor();
  const status = await dialog.getByRole('status').innerText();
  const titles = await dialog
    .getByRole('option')
    .evaluateAll((options) => options.map((option) => option.querySelector('span').textContent));
  return { dialog, total: Number(status.match(/(\d+) articles?$/)[1]), titles };
}

/** The list page's cards once its page is there (or its "no match" message). */
async function listTitles(page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('main [aria-busy=true]') &&
      (document.querySelector('main article') || /No articles match/.test(document.body.innerText)),
  );
  return page.locator('main article h2').allInnerTexts();
}

/** Each mark's rectangle against its clamped snippet's: a hidden line's mark lies below it. */
const marksShown = (page, selector) =>
  page.locator(selector).evaluateAll((marks) =>
    marks.map((mark) => {
      const box = mark.closest('p, [role=option] span:last-child').getBoundingClientRect();
      const rect = mark.getBoundingClientRect();
      return {
        text: mark.textContent,
        shown: rect.top >= box.top - 1 && rect.bottom <= box.bottom + 1,
      };
    }),
  );

/** No reserved height: the summary is as tall as the lines its text fills. */
const summaryFits = (page, title) =>
  page
    .locator('main article', { hasText: title })
    .locator('p')
    .evaluate((p) => {
      const range = document.createRange();
      range.selectNodeContents(p);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.bottom))).size;
      const style = getComputedStyle(p);
      return {
        height: p.getBoundingClientRect().height,
        filled: lines * parseFloat(style.lineHeight),
        fontSize: style.fontSize,
      };
    });

test.describe('one truth for a search', () => {
  test('the list page shows what the quick search found, in its order, each once', async () => {
    const { page, context, problems } = await open('/', DESKTOP);
    try {
      // Each search starts from the page the last one ended on: the app is running there.
      for (const [keyword, how] of [
        ['chapter', 'Enter'],
        ['rust', 'link'],
        ['approach', 'Enter'],
      ]) {
        const { dialog, total, titles } = await search(page, DESKTOP, keyword);
        assert.ok(total > 0, keyword);
        if (how === 'Enter') await dialog.getByRole('combobox').press('Enter');
        else await dialog.getByRole('link', { name: /^All results for/ }).click();
        await page.waitForURL((address) => address.searchParams.get('keyword') === keyword);
        const first = await listTitles(page);
        assert.deepEqual(first.slice(0, titles.length), titles, `${keyword}: the same order`);
        assert.equal(first.length, Math.min(total, 10), `${keyword}: a full first page`);
        const pages = Math.ceil(total / 10);
        if (pages > 1) {
          await page.goto(url(`/list?keyword=${keyword}&page=${pages}`));
          const last = await listTitles(page);
          assert.equal(last.length, total - 10 * (pages - 1), `${keyword}: ${total} in all`);
        }
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  for (const [viewport, colorScheme] of [
    [PHONE, 'light'],
    [PHONE, 'dark'],
    [DESKTOP, 'light'],
    [DESKTOP, 'dark'],
  ]) {
    const width = viewport.width;
    test(`snippets show the match, and the word a typo matched (${width} px, ${colorScheme})`, async () => {
      const { page, context, problems } = await open('/', viewport, colorScheme);
      try {
        const { dialog } = await search(page, viewport, '首屏时间');
        await dialog.locator('mark').first().waitFor();
        const chinese = await marksShown(page, '[role=option] mark');
        assert.ok(
          chinese.some((m) => m.text.includes('首屏时间')),
          JSON.stringify(chinese),
        );
        assert.ok(
          chinese.every((m) => m.shown),
          JSON.stringify(chinese),
        );
        await untilSettled(page);
        await screenshot(page, `search-snippet-chinese-${width}-${colorScheme}`, {
          fullPage: false,
        });
        const violations = await axe(page, { include: 'dialog[open]' });
        assert.deepEqual(violations, [], formatViolations(violations));

        for (const [typo, word] of [
          ['hurying', 'hurrying'],
          ['chaptr', 'chapter'],
        ]) {
          await dialog.getByRole('combobox').fill(typo);
          await page.waitForFunction(
            (expected) =>
              [...document.querySelectorAll('[role=option] mark')].some(
                (mark) => mark.textContent.toLowerCase() === expected,
              ),
            word,
          );
        }
        await dialog.getByRole('combobox').fill('rust approach');
        // The typo's marks stay until the new results arrive: wait for this query's own mark.
        await page.waitForFunction(() =>
          [...document.querySelectorAll('[role=option] mark')].some(
            (mark) => mark.textContent.toLowerCase() === 'approach',
          ),
        );
        const snippets = await dialog.getByRole('option').allInnerTexts();
        assert.ok(
          snippets.some((text) => /approach · a day · solid/.test(text)),
          snippets[0],
        );
        assert.ok(!snippets.some((text) => /approach a day/.test(text)), snippets[0]);
        await screenshot(page, `search-snippet-table-${width}-${colorScheme}`, { fullPage: false });
        await page.keyboard.press('Escape');

        await page.goto(url(`/list?keyword=${encodeURIComponent('首屏时间')}`));
        await page.locator('main article mark').first().waitFor();
        const listed = await marksShown(page, 'main article mark');
        assert.ok(listed.every((m) => m.shown) && listed[0].text.includes('首屏时间'));
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  }

  test('the list page marks words from their starts, as the quick search does', async () => {
    const { page, context, problems } = await open('/', DESKTOP);
    try {
      for (const keyword of ['the', 'go']) {
        await page.goto(url(`/list?keyword=${keyword}`));
        await page.locator('main article mark').first().waitFor();
        const marks = await page.locator('main article mark').evaluateAll((nodes) =>
          nodes.map((mark) => ({
            text: mark.textContent,
            before: (mark.previousSibling?.textContent ?? '').slice(-1),
          })),
        );
        const inside = marks.filter(
          (m) => !m.text.toLowerCase().startsWith(keyword) || /[\p{L}\p{N}]/u.test(m.before),
        );
        assert.deepEqual(inside, [], `${keyword}: marks inside words`);
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  for (const viewport of [PHONE, DESKTOP]) {
    for (const colorScheme of ['light', 'dark']) {
      test(`marks keep their contrast; a card reserves no empty lines (${viewport.width} px, ${colorScheme})`, async () => {
        const { page, context, problems } = await open('/list?keyword=the', viewport, colorScheme);
        try {
          await page.locator('main article mark').first().waitFor();
          await untilSettled(page);
          await screenshot(page, `search-list-the-${viewport.width}-${colorScheme}`, {
            fullPage: false,
          });
          const violations = await axe(page, { include: 'main' });
          assert.deepEqual(violations, [], formatViolations(violations));
          const snippetFont = await page
            .locator('main article p')
            .first()
            .evaluate((p) => getComputedStyle(p).fontSize);

          await page.goto(url('/list?keyword=quokka'));
          assert.deepEqual(await listTitles(page), [TITLE_ONLY.title]);
          const summary = await summaryFits(page, TITLE_ONLY.title);
          assert.ok(summary.height <= summary.filled + 1, JSON.stringify(summary));
          assert.equal(summary.fontSize, snippetFont, 'the summary in the snippets’ size');
          await untilSettled(page);
          await screenshot(page, `search-list-title-only-${viewport.width}-${colorScheme}`, {
            fullPage: false,
          });
          assert.deepEqual(problems, []);
        } finally {
          await context.close();
        }
      });
    }
  }
});
