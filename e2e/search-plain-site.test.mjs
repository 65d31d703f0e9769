// A search on a site without search files (the app on the plain API, issue 41): the list page is
// the API's answer, and the quick search promises no more: it counts what the API matches, as
// the list page's pages hold it, and does not claim to search every word. Cards reserve no lines
// their summaries do not fill.
import assert from 'node:assert/strict';
import { screenshot, untilSettled, useE2E, test } from './support/setup.mjs';

const e2e = useE2E();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

async function listCards(page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('main [aria-busy=true]') && document.querySelector('main article'),
  );
  return page.locator('main article h2').allInnerTexts();
}

test.describe('search on a site without search files', () => {
  test('the quick search counts what the list page shows', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP });
    await page.goto(e2e.url('/'));
    // The app's first render (no prerendered page here) has its shortcuts listening.
    await listCards(page);
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', { name: 'Search the blog' });
    const field = dialog.getByRole('combobox');
    await field.waitFor();
    const hint = await dialog.getByRole('status').innerText();
    assert.doesNotMatch(hint, /every word/, 'no promise the API does not keep');
    await field.fill('the');
    await dialog.getByRole('option').first().waitFor();
    await dialog.locator('[role=listbox][aria-busy=false]').waitFor();
    const status = await dialog.getByRole('status').innerText();
    const total = Number(status.match(/(\d+) articles?$/)[1]);
    await screenshot(page, 'search-plain-dialog-1280', { fullPage: false });
    await field.press('Enter');
    await page.waitForURL(/\/list\?keyword=the$/);
    assert.equal((await listCards(page)).length, Math.min(10, total));
    const pages = Math.ceil(total / 10);
    await page.goto(e2e.url(`/list?keyword=the&page=${pages}`));
    assert.equal((await listCards(page)).length, total - 10 * (pages - 1), `${total} in all`);
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`a card's summary reserves no empty lines (${viewport.width} px)`, async () => {
      const page = await e2e.newPage({ viewport });
      await page.goto(e2e.url('/list?keyword=the'));
      await listCards(page);
      const summaries = await page.locator('main article p').evaluateAll((paragraphs) =>
        paragraphs.map((p) => {
          const range = document.createRange();
          range.selectNodeContents(p);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.bottom)));
          return {
            height: p.getBoundingClientRect().height,
            filled: lines.size * parseFloat(getComputedStyle(p).lineHeight),
          };
        }),
      );
      const roomy = summaries.filter((s) => s.height > s.filled + 1);
      assert.deepEqual(roomy, [], 'summaries taller than their lines');
      await untilSettled(page);
      await screenshot(page, `search-plain-list-${viewport.width}`, { fullPage: false });
    });
  }
});
