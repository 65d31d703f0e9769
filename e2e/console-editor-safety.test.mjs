// The editor never loses an article (issue 25): a save answered `{ code: 0, data: null }` keeps
// every field and the draft, two tabs saving one article are told and choose (compare, overwrite,
// keep both), a new article says what its save needs before Save is pressed, and toasts never
// cover the Details' fields (docked at 1280 px, a drawer at 360 px).
import assert from 'node:assert/strict';
import { json } from './support/answers.mjs';
import { writerText } from './support/writer.mjs';
import { screenshot, test, useE2E } from './support/setup.mjs';

const e2e = useE2E();
const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
const SLOW = { timeout: 60000 };

const content = (page) => page.getByRole('textbox', { name: 'Content', exact: true });
const title = (page) => page.getByRole('textbox', { name: 'Title', exact: true });
// Found under a dialog too (a modal hides the page from the accessibility tree).
const saveBar = (page) => page.getByRole('group', { name: 'Saving', includeHidden: true });
const status = (page) => saveBar(page).getByRole('status', { includeHidden: true });

async function openExisting(page, id) {
  await page.goto(e2e.url(`/manager/article/edit/${id}`));
  await page.getByRole('heading', { level: 1, name: 'Edit article' }).waitFor(SLOW);
  await page.waitForFunction(
    (target) => (document.getElementById(target)?.value ?? '') !== '',
    await title(page).getAttribute('id'),
  );
}

const overlaps = (a, b) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The visible part of every control in the Details (clipped to the panel, which may scroll). */
const detailControls = (page) =>
  page.evaluate(() => {
    const panel = document.getElementById('article-details');
    const area = panel.getBoundingClientRect();
    const controls = panel.querySelectorAll(
      'input:not([type=hidden]):not([aria-hidden=true]), textarea:not([aria-hidden=true]), select, button, [role=switch]',
    );
    return [...controls]
      .map((control) => control.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map((box) => {
        const top = Math.max(box.top, area.top);
        const bottom = Math.min(box.bottom, area.bottom);
        return { x: box.left, y: top, width: box.width, height: bottom - top };
      })
      .filter((box) => box.height > 0);
  });

const toastBoxes = (page) =>
  page
    .getByRole('list', { name: 'Notifications', includeHidden: true })
    .getByRole('alert', { includeHidden: true })
    .evaluateAll((alerts) => alerts.map((alert) => alert.getBoundingClientRect().toJSON()));

test.describe('the editor never loses an article', () => {
  test('keeps every field and the draft when a save is answered { code: 0, data: null }', async () => {
    const page = await e2e.newPage({ viewport: WIDE });
    await e2e.signIn(page);
    await openExisting(page, 1);
    const text = await writerText(content(page));
    await title(page).fill('Kept through an empty answer');
    await page.route('**/api/article/1', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill(json({ code: 0, msg: 'ok', data: null }))
        : route.continue(),
    );
    await page.keyboard.press('Control+s');
    await status(page).filter({ hasText: 'Not saved' }).waitFor(SLOW);
    const retry = saveBar(page).getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    assert.equal(await title(page).inputValue(), 'Kept through an empty answer');
    assert.equal(await writerText(content(page)), text);
    assert.ok(text.length > 100, 'the text is still there');
    await page.getByRole('alert').filter({ hasText: 'cannot read' }).waitFor();
    await page.waitForFunction(() =>
      (localStorage.getItem('draft:1') ?? '').includes('Kept through an empty answer'),
    );
    await screenshot(page, 'editor-empty-answer-1280');

    // The backend answers properly again: Retry saves, and the server has every word.
    await page.unroute('**/api/article/1');
    await retry.click();
    await status(page)
      .filter({ hasText: /^Saved at / })
      .waitFor(SLOW);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Edit article' }).waitFor(SLOW);
    await page.waitForFunction(
      (target) => document.getElementById(target)?.value === 'Kept through an empty answer',
      await title(page).getAttribute('id'),
    );
    assert.equal(await writerText(content(page)), text);
  });

  test('two tabs, one article: the later save is told, compares, overwrites or keeps both', async () => {
    const tabA = await e2e.newPage({ viewport: WIDE });
    const tabB = await e2e.newPage({ viewport: WIDE });
    await e2e.signIn(tabA);
    await e2e.signIn(tabB);
    await openExisting(tabA, 2);
    await openExisting(tabB, 2);

    // B saves first.
    await content(tabB).click();
    await tabB.keyboard.press('Control+End');
    await tabB.keyboard.type('\n\nA paragraph written in tab B.');
    await tabB.keyboard.press('Control+s');
    await status(tabB)
      .filter({ hasText: /^Saved at / })
      .waitFor(SLOW);

    // A, opened earlier, saves: nothing is overwritten until the owner chooses.
    const mine = `${await title(tabA).inputValue()} (tab A)`;
    await title(tabA).fill(mine);
    await tabA.keyboard.press('Control+s');
    const dialog = tabA.getByRole('dialog', { name: 'This article was changed elsewhere' });
    await dialog.waitFor(SLOW);
    await status(tabA).filter({ hasText: 'Not saved' }).waitFor();
    await dialog.getByRole('button', { name: 'Compare the versions' }).click();
    const textDiff = dialog.getByRole('region', { name: 'Text' });
    await textDiff.getByText('A paragraph written in tab B.').waitFor();
    await dialog.getByRole('region', { name: 'Title' }).getByText(mine).waitFor();
    await screenshot(tabA, 'editor-conflict-1280');

    await dialog.getByRole('button', { name: 'Overwrite' }).click();
    await status(tabA)
      .filter({ hasText: /^Saved at / })
      .waitFor(SLOW);

    // Now B is the one behind: it keeps both, and its version opens as a new disabled article.
    await content(tabB).click();
    await tabB.keyboard.press('Control+End');
    await tabB.keyboard.type(' And one more line in B.');
    await tabB.keyboard.press('Control+s');
    const dialogB = tabB.getByRole('dialog', { name: 'This article was changed elsewhere' });
    await dialogB.waitFor(SLOW);
    await dialogB.getByRole('button', { name: 'Keep both' }).click();
    await tabB.waitForURL(
      (url) => /\/manager\/article\/edit\/(?!2$)[^/]+$/.test(url.pathname),
      SLOW,
    );
    await tabB.waitForFunction(
      (target) => / \(copy\)$/.test(document.getElementById(target)?.value ?? ''),
      await title(tabB).getAttribute('id'),
    );
    // The copy holds every word of B (asked of the API: the writer draws only what is in view).
    const copyId = new URL(tabB.url()).pathname.split('/').pop();
    const copy = await tabB.evaluate(
      async ({ api, id }) => {
        const answer = await fetch(`${api}/api/article/detail/${id}`, {
          headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
        });
        return (await answer.json()).data;
      },
      { api: e2e.mockUrl, id: copyId },
    );
    assert.ok(copy.content.includes('A paragraph written in tab B.'));
    assert.ok(copy.content.includes('And one more line in B.'));
    assert.equal(copy.disabled, true);
    await tabB.getByRole('button', { name: 'Details', exact: true }).click();
    assert.equal(await tabB.getByRole('switch', { name: 'Enabled' }).isChecked(), false);

    // Article 2 holds A's version, untouched by B's copy.
    await openExisting(tabA, 2);
    assert.equal(await title(tabA).inputValue(), mine);
  });

  test('says what a new article needs before Create is pressed, one step from each field', async () => {
    for (const viewport of [WIDE, PHONE]) {
      const page = await e2e.newPage({ viewport });
      await e2e.signIn(page);
      await page.goto(e2e.url('/manager/article/new'));
      const needs = page.getByRole('group', { name: 'Needed to save' });
      await needs.waitFor(SLOW);
      assert.deepEqual(await needs.getByRole('button').allTextContents(), [
        'Title',
        'Text',
        'Summary',
        'Category',
      ]);
      await screenshot(page, `editor-new-needs-${viewport.width}`);
      await needs.getByRole('button', { name: 'Category' }).click();
      const category = page.getByRole('combobox', { name: 'Category', exact: true });
      await page.waitForFunction(() =>
        document.activeElement?.closest('[data-field="categoryId"]'),
      );
      assert.ok(await category.isVisible());
      await category.locator('option', { hasText: 'Notes' }).waitFor({ state: 'attached' });
      await category.selectOption({ label: 'Notes' });
      await needs.getByRole('button', { name: 'Category' }).waitFor({ state: 'detached' });
      if (viewport === WIDE) {
        await needs.getByRole('button', { name: 'Summary' }).click();
        await page.waitForFunction(() => document.activeElement?.closest('[data-field="summary"]'));
      }
    }
  });

  for (const viewport of [WIDE, PHONE]) {
    test(`keeps toasts off the Details' fields at ${viewport.width} px`, async () => {
      const page = await e2e.newPage({ viewport });
      await e2e.signIn(page);
      await openExisting(page, 1);
      const details = page.getByRole('button', { name: 'Details', exact: true });
      const original = await title(page).inputValue();
      // Two saves beside the docked panel; one from inside the drawer (a modal) on a phone.
      for (const suffix of viewport === WIDE ? [' (1)', ' (2)'] : [' (1)']) {
        await title(page).fill(original + suffix);
        if ((await details.getAttribute('aria-expanded')) !== 'true') await details.click();
        await page.getByRole('button', { name: 'Close the details' }).waitFor();
        // Saved from the keyboard, the panel (or the drawer) open.
        await page.keyboard.press('Control+s');
        await page.getByText(/^Saved at \d{1,2}:\d{2}/).waitFor(SLOW);
      }
      const stack = page.getByRole('list', { name: 'Notifications', includeHidden: true });
      await stack
        .getByRole('alert', { includeHidden: true })
        .nth(viewport === WIDE ? 1 : 0)
        .waitFor(SLOW);
      // Let the drawer and the stack settle where they go.
      await page.waitForFunction(() => {
        const list = document.querySelector('[aria-label="Notifications"]');
        const panel = document.getElementById('article-details');
        if (!list || !panel) return false;
        const a = list.getBoundingClientRect();
        const b = panel.getBoundingClientRect();
        return !(a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom);
      }, SLOW);
      const controls = await detailControls(page);
      assert.ok(controls.length >= 4, 'the Details show their fields');
      for (const toast of await toastBoxes(page)) {
        for (const control of controls) {
          assert.ok(
            !overlaps(toast, control),
            `a toast covers a field at ${JSON.stringify(control)}`,
          );
        }
      }
      if (viewport === WIDE) {
        // Nor over the writer: beside the docked details they keep to the preview's column.
        const writer = await page.locator('.cm-editor').boundingBox();
        for (const toast of await toastBoxes(page)) {
          assert.ok(
            !overlaps(toast, writer),
            `a toast covers the writer: ${JSON.stringify(toast)}`,
          );
        }
      }
      await screenshot(page, `editor-toasts-details-${viewport.width}`);
    });
  }
});
