// The quick search (issue 30) on a prerendered site served with the strict policy: Ctrl+K (wide
// screens) or a tap on the header's box (phones) opens a dialog that searches every word of every
// article in the prerendered index as the reader types: an English word only an article's body
// has, the same word with a typo, a Chinese word by two of its characters; an article published
// after the prerender found through the API, a disabled one never; arrows and Enter open a result,
// Escape closes and gives the focus back; the dialog's code and the index load on first use only.
import assert from 'node:assert/strict';
import { axe, formatViolations, openPage, screenshot } from './support/browser.mjs';
import { DESKTOP, PHONE, usePrerenderedSite } from './support/prerendered-site.mjs';
import { test } from './support/fixtures.mjs';

const CHINESE_ARTICLE = {
  title: '前端性能笔记',
  summary: '把页面做快的几个习惯。',
  content: '# 前端性能\n\n首屏渲染与懒加载，让手机上的页面更快打开。\n\n## 图片\n\n按需加载。',
};
/** A word of the demo's article bodies (mocks/seed/content.ts), in no title or summary. */
const BODY_WORD = 'assumptions';
const FRESH = { title: 'Zeppelin field notes', summary: 'Published after the prerender.' };

const harness = usePrerenderedSite('quick-search', {
  beforePrerender: (h) => h.publish(CHINESE_ARTICLE),
});
const url = (pathname) => new URL(pathname, harness.site.url).href;

async function openHome(viewport) {
  const opened = await openPage(harness.browser, { viewport, reducedMotion: 'reduce' });
  const fetched = [];
  opened.page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await opened.page.goto(url('/'));
  await opened.page.waitForFunction(() => performance.getEntriesByName('app-hydrated').length > 0);
  return { ...opened, fetched };
}

/** Opens the dialog as a reader would on this screen: a tap on phones, Ctrl+K elsewhere. */
async function openSearch(page, viewport) {
  if (viewport === PHONE) await page.getByRole('searchbox', { name: 'Search articles' }).click();
  else await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Search the blog' });
  await dialog.waitFor();
  return { dialog, field: dialog.getByRole('combobox', { name: 'Search articles' }) };
}

const optionTitles = (dialog) =>
  dialog
    .getByRole('option')
    .evaluateAll((options) => options.map((option) => option.querySelector('span').textContent));

/** Waits until the dialog says what it found for the text in its field. */
async function results(dialog, { atLeast = 1 } = {}) {
  await dialog
    .getByRole('option')
    .nth(atLeast - 1)
    .waitFor();
  return optionTitles(dialog);
}

test.describe('the quick search', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`finds every word, forgives a typo, reads Chinese and opens a result (${viewport.width} px)`, async () => {
      const { page, context, problems, fetched } = await openHome(viewport);
      try {
        assert.ok(!fetched.some((path) => /\/search[./]/.test(path)), 'nothing of the search yet');
        const { dialog, field } = await openSearch(page, viewport);
        assert.ok(fetched.some((path) => /^\/search\.[0-9a-f]{8}\.chunk\.js$/.test(path)));

        await field.fill(BODY_WORD);
        const found = await results(dialog);
        assert.ok(found.length > 0);
        await page.waitForFunction(
          (word) =>
            [...document.querySelectorAll('[role=option] mark')].some(
              (mark) => mark.textContent.toLowerCase() === word,
            ),
          BODY_WORD,
        );
        assert.ok(fetched.includes('/search/index.json'), 'the index was fetched on first use');
        await screenshot(page, `quick-search-${viewport.width}`, { fullPage: false });
        const violations = await axe(page, { include: 'dialog[open]' });
        assert.deepEqual(violations, [], formatViolations(violations));

        await field.fill('asumptions');
        assert.deepEqual(await results(dialog), found, 'a typo finds the same articles');

        await field.fill('性能');
        await page.waitForFunction(
          (title) =>
            [...document.querySelectorAll('[role=option] span:first-child')].some(
              (span) => span.textContent === title,
            ),
          CHINESE_ARTICLE.title,
        );
        const titles = await optionTitles(dialog);
        const chosen = titles.indexOf(CHINESE_ARTICLE.title);
        for (let step = 0; step <= chosen; step += 1) await field.press('ArrowDown');
        assert.equal(
          await field.getAttribute('aria-activedescendant'),
          await dialog.getByRole('option').nth(chosen).getAttribute('id'),
        );
        await field.press('Enter');
        await page.getByRole('heading', { level: 1, name: CHINESE_ARTICLE.title }).waitFor();
        assert.equal(await dialog.isVisible(), false, 'the dialog closed');
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  }

  test('closes on Escape and gives the focus back; a slash opens it too', async () => {
    const { page, context, problems } = await openHome(PHONE);
    try {
      const box = page.getByRole('searchbox', { name: 'Search articles' });
      const { dialog, field } = await openSearch(page, PHONE);
      await field.fill('notes');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(await box.evaluate((input) => document.activeElement === input), true);
      await page.locator('main').click({ position: { x: 5, y: 5 } });
      await page.keyboard.press('/');
      await dialog.waitFor();
      assert.equal(await dialog.getByRole('combobox').inputValue(), '');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('finds an article published after the prerender through the API, and never a disabled one', async () => {
    await harness.publish(FRESH);
    const index = await harness.fetchText('/search/index.json');
    assert.ok(!index.includes('Zeppelin'), 'the index predates it');
    const token = await harness.ownerToken();
    const all = await harness.api('/api/article/all?page=1&pageSize=100', token);
    const disabled = all.list.find((article) => article.disabled);
    assert.ok(disabled, 'the demo has a disabled article');

    const { page, context, problems } = await openHome(DESKTOP);
    try {
      const { dialog, field } = await openSearch(page, DESKTOP);
      await field.fill('zeppelin');
      assert.deepEqual(await results(dialog), [FRESH.title]);

      await field.fill(disabled.title);
      await dialog
        .getByRole('status')
        .filter({ hasText: /article|No article/ })
        .waitFor();
      await page.waitForFunction(
        () => document.querySelector('[role=listbox]')?.getAttribute('aria-busy') === 'false',
      );
      assert.ok(!(await optionTitles(dialog)).includes(disabled.title));
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});

test.describe('the list page’s keyword search', () => {
  test('shows the same marked snippets, loading the search code only with a keyword', async () => {
    const { page, context, problems, fetched } = await openHome(PHONE);
    try {
      const chunk = (path) => /^\/search\.[0-9a-f]{8}\.chunk\.js$/.test(path);
      await page.goto(url('/list?categoryId=1'));
      await page.locator('main article h2').first().waitFor();
      assert.ok(!fetched.some(chunk), 'no search code for a list without a keyword');

      // The API matches titles and summaries; the snippet comes from the article's text.
      await page.goto(url(`/list?keyword=${encodeURIComponent('页面')}`));
      await page.locator('main article mark').first().waitFor();
      assert.ok(fetched.some(chunk));
      const marks = await page.locator('main article mark').allInnerTexts();
      assert.ok(marks.length > 0 && marks.every((mark) => mark === '页面'), marks.join());
      assert.match(await page.locator('main article').first().innerText(), /懒加载/);
      await screenshot(page, 'list-keyword-snippets-360', { fullPage: false });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
