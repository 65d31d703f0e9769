// The phone tests' measures (e2e/public-phone.test.mjs): what scrolls sideways, a page settled,
// the list's page links' rows, and a demo article with code well down it.
import assert from 'node:assert/strict';

export const SLOW = { timeout: 60000 };

/** What the page's scrolling box measures sideways, and what sticks out past the viewport. */
export function horizontalOverflow(page) {
  return page.evaluate(() => {
    const scroller = document.scrollingElement;
    const width = document.documentElement.clientWidth;
    const wide = Array.from(document.body.querySelectorAll('*'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 0 && box.right > width + 1 && getComputedStyle(element).position !== 'fixed'
        );
      })
      .slice(0, 5)
      .map(
        (element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`,
      );
    return { scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth, wide };
  });
}

export async function assertNoSidewaysScroll(page, where) {
  const { scrollWidth, clientWidth, wide } = await horizontalOverflow(page);
  assert.ok(
    scrollWidth <= clientWidth,
    `${where} scrolls sideways: scrollWidth ${scrollWidth} > clientWidth ${clientWidth}` +
      (wide.length ? ` (past the edge: ${wide.join(', ')})` : ''),
  );
}

/** Waits until the page's content and the sidebar have loaded (no skeleton left). */
export async function settle(page) {
  await page.getByRole('heading', { level: 1 }).waitFor({ state: 'visible', ...SLOW });
  await page.waitForFunction(
    () => document.querySelectorAll('.placeholder').length === 0,
    undefined,
    SLOW,
  );
}

/** On how many lines the list's page links are laid out. */
export function pageLinkRows(page) {
  return page
    .getByRole('navigation', { name: /pagination/i })
    .getByRole('listitem')
    .evaluateAll(
      (items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size,
    );
}

/** The id of a demo article of one piece (not the long one's parts) with code well down it. */
export async function articleWithCodeWellDown(mockUrl) {
  const { data } = await (await fetch(`${mockUrl}/api/article?page=1&pageSize=30`)).json();
  let id = null;
  let deepest = 0;
  for (const { id: candidate } of data.list) {
    const { data: article } = await (
      await fetch(`${mockUrl}/api/article/detail/${candidate}`)
    ).json();
    const at = article.content.lastIndexOf('```');
    if (article.content.length < 15000 && at > deepest) [id, deepest] = [candidate, at];
  }
  assert.ok(id, 'a demo article has code well down it');
  return id;
}
