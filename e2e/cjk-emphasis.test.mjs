// Emphasis on Chinese text in an English article (issue 41): `*先测量，再优化*` is set upright with
// emphasis dots under the characters, as on the Chinese pages, not sheared into a faked italic;
// the Latin words of a mixed emphasis keep their italic. At 360 and 1280 px, light and dark.
import assert from 'node:assert/strict';
import { screenshot, test, useE2E } from './support/setup.mjs';

const e2e = useE2E();

const CONTENT = [
  'The rule we kept coming back to: *先测量，再优化*. Everything else followed from it.',
  '',
  'In English it reads *measure first, 先测量, then optimise*, and _plain emphasis_ stays italic.',
].join('\n');

async function publish() {
  const call = async (route, init) =>
    (await (await fetch(`${e2e.mockUrl}${route}`, init)).json()).data;
  const { token } = await call('/api/auth/login', {
    method: 'POST',
    body: new URLSearchParams({ username: 'admin', password: 'admin123' }),
  });
  const article = await call('/api/article', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: new URLSearchParams({
      title: 'Measuring before optimising',
      summary: 'A rule, in two languages.',
      content: CONTENT,
      categoryId: '1',
    }),
  });
  return String(article.id);
}

/** How each emphasised run of text is set: its text, slant and emphasis marks. */
const emphasisRuns = (page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('main .markdown-body em')).flatMap((em) => {
      const walker = document.createTreeWalker(em, NodeFilter.SHOW_TEXT);
      const runs = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const style = getComputedStyle(node.parentElement);
        const text = node.data.trim();
        if (text) runs.push([text, style.fontStyle, style.textEmphasisStyle]);
      }
      return runs;
    }),
  );

test.describe('CJK emphasis on an English page', () => {
  for (const width of [360, 1280]) {
    for (const colorScheme of ['light', 'dark']) {
      test(`is dotted and upright, Latin emphasis italic (${width} px, ${colorScheme})`, async () => {
        const id = await publish();
        const page = await e2e.newPage({ viewport: { width, height: 800 }, colorScheme });
        await page.goto(e2e.url(`/detail/${id}`));
        const rule = page.locator('main .markdown-body em').first();
        await rule.waitFor();
        assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
        assert.deepEqual(await emphasisRuns(page), [
          ['先测量，再优化', 'normal', 'dot'],
          ['measure first,', 'italic', 'none'],
          ['先测量', 'normal', 'dot'],
          [', then optimise', 'italic', 'none'],
          ['plain emphasis', 'italic', 'none'],
        ]);
        await rule.scrollIntoViewIfNeeded();
        await screenshot(page, `cjk-emphasis-${width}-${colorScheme}`, { fullPage: false });
      });
    }
  }
});
