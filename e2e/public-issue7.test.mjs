// What a new reader hit (issue 7), in Chromium: archive titles wrap on a phone instead of being
// cut, a card's cover opens its article (one link per card), and Home and Archive are reached
// with the Tab key.
import assert from 'node:assert/strict';
import { DEMO_PASSWORD, DEMO_USERNAME, screenshot, test, useE2E } from './support/setup.mjs';

const e2e = useE2E();
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const WAIT = { timeout: 60000 };
const LONG_TITLE =
  'A deliberately long title about reading large code bases on a small phone, one line at a time';

/** Adds an article straight through the mock API, as the owner would from the console. */
async function addArticle(title) {
  const form = (fields) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  const login = await fetch(
    `${e2e.mockUrl}/api/auth/login`,
    form({ username: DEMO_USERNAME, password: DEMO_PASSWORD }),
  );
  const { data } = await login.json();
  const created = await fetch(`${e2e.mockUrl}/api/article`, {
    ...form({ title, summary: 'Long titles.', content: 'Body.', categoryId: '1' }),
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: `Bearer ${data.token}`,
    },
  });
  const answer = await created.json();
  assert.equal(answer.code, 0, answer.msg);
}

test.describe('issue 7: reading side', () => {
  test('wraps long archive titles on a phone, with no ellipsis and no overlapping rows', async () => {
    await addArticle(LONG_TITLE);
    const page = await e2e.newPage({ viewport: PHONE });
    await page.goto(e2e.url('/timeLine'));
    const link = page.getByRole('link', { name: LONG_TITLE, exact: true });
    await link.waitFor(WAIT);
    const style = await link.evaluate((node) => {
      const css = getComputedStyle(node);
      return {
        textOverflow: css.textOverflow,
        whiteSpace: css.whiteSpace,
        cut: node.scrollWidth > node.clientWidth + 1,
        lines: Math.round(node.getBoundingClientRect().height / parseFloat(css.lineHeight)),
      };
    });
    assert.notEqual(style.textOverflow, 'ellipsis');
    assert.notEqual(style.whiteSpace, 'nowrap');
    assert.equal(style.cut, false, 'the title is cut');
    assert.ok(style.lines >= 2, `the long title should wrap (${style.lines} line)`);

    // Rows are placed by their real heights: none overlaps the next.
    const gaps = await page.locator('[data-row-key]').evaluateAll((rows) =>
      rows.slice(1).map((row, index) => {
        const previous = rows[index].getBoundingClientRect();
        return row.getBoundingClientRect().top - previous.bottom;
      }),
    );
    assert.ok(gaps.length > 5);
    assert.ok(
      gaps.every((gap) => gap > -1),
      `rows overlap: ${gaps.filter((gap) => gap <= -1)}`,
    );
    await screenshot(page, 'archive-360-long-title');
  });

  test("opens the article from a card's cover, with one link to it per card", async () => {
    const page = await e2e.newPage({ viewport: DESKTOP });
    await page.goto(e2e.url('/'));
    const card = page
      .locator('main article')
      .filter({ has: page.locator('img') })
      .first();
    await card.waitFor(WAIT);
    await card.locator('img').evaluate((img) => img.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'card-with-cover-1280');
    const links = card.locator('a[href^="/detail/"]');
    assert.equal(await links.count(), 1, 'one link to the article per card');
    const href = await links.getAttribute('href');

    const box = await card.locator('img').boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL((url) => url.pathname === href, WAIT);
  });

  test('reaches Home and Archive with the Tab key', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP });
    await page.goto(e2e.url('/'));
    const sections = page.getByRole('navigation', { name: 'Main' });
    await sections.getByRole('link', { name: 'Archive', exact: true }).waitFor(WAIT);
    await page.getByRole('banner').getByRole('link').first().focus();
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press('Tab');
    assert.equal(await focused(), 'Home');
    await page.keyboard.press('Tab');
    assert.equal(await focused(), 'Archive');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/timeLine', WAIT);
    // The header marks it once the archive page has rendered.
    await sections.locator('a[aria-current="page"]', { hasText: 'Archive' }).waitFor(WAIT);
  });
});
