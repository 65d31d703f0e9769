// The console's tables on a phone, a tablet and a desktop (issue 11 "Tables" and "On a phone and a
// tablet"): every table (articles, categories, labels, files) is drawn at 360, 820 and 1280 px and
// checked: no sideways scrolling, no element wider than the window, no scroll box of its own, no
// word broken inside itself, the header's brand and user shown whole; on a desktop the header
// sticks under the app bar as the page scrolls and titles take at most two lines.
import assert from 'node:assert/strict';
import { screenshot, test, useE2E } from './support/setup.mjs';

const e2e = useE2E();
const WIDTHS = [
  { width: 360, height: 740 },
  { width: 820, height: 1180 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
];
const SCREENS = [
  // tableFrom: the narrowest window that shows a table rather than cards.
  { path: '/manager/article', title: 'Articles', shot: 'articles', tableFrom: 1200 },
  { path: '/manager/category', title: 'Categories', shot: 'categories', tableFrom: 900 },
  { path: '/manager/label', title: 'Labels', shot: 'labels', tableFrom: 900 },
  { path: '/manager/file', title: 'Files', shot: 'files', tableFrom: 900 },
];

/** Everything the layout checks measure, in the page. */
function measure() {
  const viewport = document.documentElement.clientWidth;
  const visible = (element) => {
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 1 && rect.height > 1 && !element.closest('[aria-hidden="true"]');
  };
  const describeElement = (element) =>
    `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;

  const scope = [document.querySelector('header'), document.querySelector('main')].filter(Boolean);
  const elements = scope.flatMap((root) => [root, ...root.querySelectorAll('*')]).filter(visible);
  const tooWide = elements
    .filter((element) => {
      const rect = element.getBoundingClientRect();
      return rect.right > viewport + 1 || rect.left < -1;
    })
    .map(describeElement);
  const scrollBoxes = elements
    .filter((element) => {
      const style = getComputedStyle(element);
      const scrolls = (value) => value === 'auto' || value === 'scroll';
      return (
        (scrolls(style.overflowX) && element.scrollWidth > element.clientWidth + 1) ||
        (scrolls(style.overflowY) && element.scrollHeight > element.clientHeight + 1)
      );
    })
    .map(describeElement);

  // A word split across two lines has its pieces on two lines: its range has two tops.
  const broken = [];
  const main = document.querySelector('main');
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement || !visible(node.parentElement)) continue;
    for (const match of node.data.matchAll(/[^\s\-/]{2,}/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (tops.size > 1) broken.push(match[0]);
    }
  }

  const cut = [...document.querySelectorAll('header [data-whole]')]
    .filter((element) => element.scrollWidth > element.clientWidth + 1)
    .map(describeElement);
  return {
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: viewport,
    tooWide,
    scrollBoxes,
    broken,
    cut,
  };
}

async function checkLayout(page, name) {
  await page.evaluate(() => document.fonts.ready);
  await screenshot(page, name);
  const found = await page.evaluate(measure);
  assert.ok(
    found.scrollWidth <= found.clientWidth,
    `${name}: the page is ${found.scrollWidth} px wide in a ${found.clientWidth} px window`,
  );
  assert.deepEqual(found.tooWide, [], `${name}: elements reach past the window`);
  assert.deepEqual(found.scrollBoxes, [], `${name}: boxes that scroll on their own`);
  assert.deepEqual(found.broken, [], `${name}: words broken across lines`);
  assert.deepEqual(found.cut, [], `${name}: the header cuts the brand or the user`);
}

/** Waits for the screen's rows: a table on a desktop, cards in a narrower window. */
async function rowsShown(page, { title, tableFrom }, width) {
  const rows =
    width >= tableFrom
      ? page.getByRole('table', { name: title }).getByRole('row').nth(1)
      : page.getByRole('list', { name: title }).getByRole('listitem').first();
  await rows.waitFor();
}

test.describe('console tables', () => {
  for (const viewport of WIDTHS) {
    test(`fit a ${viewport.width} px window`, async () => {
      const page = await e2e.newPage({ viewport });
      await e2e.signIn(page);
      for (const screen of SCREENS) {
        await page.goto(e2e.url(screen.path));
        await page.getByRole('heading', { level: 1, name: screen.title }).waitFor();
        if (screen.shot === 'files') {
          await page.getByRole('list', { name: 'Files' }).getByRole('listitem').first().waitFor();
          await checkLayout(page, `tables-files-grid-${viewport.width}`);
          await page.getByRole('button', { name: 'List', exact: true }).click();
        }
        await rowsShown(page, screen, viewport.width);
        await checkLayout(page, `tables-${screen.shot}-${viewport.width}`);
      }
    });
  }

  test('keeps the header under the app bar while the page scrolls, and titles to two lines', async () => {
    const page = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    await e2e.signIn(page);
    await page.goto(e2e.url('/manager/article?pageSize=50'));
    const table = page.getByRole('table', { name: 'Articles' });
    await table.getByRole('row').nth(40).waitFor();
    await page.evaluate(() => window.scrollTo(0, 1500));
    const header = table.getByRole('columnheader', { name: 'Title' });
    const bar = await page.locator('header').first().boundingBox();
    await page.waitForFunction(() => window.scrollY >= 1500);
    const box = await header.boundingBox();
    assert.ok(
      Math.abs(box.y - (bar.y + bar.height)) <= 1,
      `the header row sits at ${box.y} px, the app bar ends at ${bar.y + bar.height} px`,
    );
    // Every header cell (the select-all one too) is opaque and keeps its bottom line, so the rows
    // pass cleanly under it rather than showing through or running into it.
    const cells = await table.locator('thead th').evaluateAll((all) =>
      all.map((cell) => {
        const style = getComputedStyle(cell);
        return { background: style.backgroundColor, line: style.boxShadow };
      }),
    );
    assert.ok(cells.length >= 8);
    for (const [index, cell] of cells.entries()) {
      assert.notEqual(cell.background, 'rgba(0, 0, 0, 0)', `header cell ${index} is see-through`);
      assert.match(cell.line, /inset/, `header cell ${index} has no bottom line`);
    }
    await screenshot(page, 'tables-articles-1280-scrolled');
    const lines = await table.locator('tbody tr td:nth-child(2) a').evaluateAll((links) =>
      links.map((link) => {
        const lineHeight = parseFloat(getComputedStyle(link.parentElement).lineHeight);
        return Math.round(link.parentElement.getBoundingClientRect().height / lineHeight);
      }),
    );
    assert.ok(lines.length >= 40);
    assert.ok(Math.max(...lines) <= 2, `a title takes ${Math.max(...lines)} lines`);
  });

  test('selects rows on a phone and deletes them in bulk after saying how many', async () => {
    const page = await e2e.newPage({ viewport: { width: 360, height: 740 } });
    await e2e.signIn(page);
    await page.goto(e2e.url('/manager/label'));
    const list = page.getByRole('list', { name: 'Labels' });
    const cards = list.getByRole('listitem');
    await cards.first().waitFor();
    const names = [];
    for (const index of [0, 1]) {
      const box = cards.nth(index).getByRole('checkbox');
      names.push((await box.getAttribute('aria-label')).replace(/^Select /, ''));
      await box.check();
    }
    const bar = page.getByRole('region', { name: 'Selected rows' });
    await bar.getByText('2 selected').waitFor();
    await checkLayout(page, 'tables-labels-360-selected');
    await bar.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 2 labels?' });
    await dialog.getByRole('button', { name: 'Delete 2' }).click();
    await page.getByRole('status').filter({ hasText: 'Deleted 2 labels.' }).waitFor();
    for (const name of names) {
      await list.getByRole('checkbox', { name: `Select ${name}`, exact: true }).waitFor({
        state: 'detached',
      });
    }
    await checkLayout(page, 'tables-labels-360-deleted');
  });
});
