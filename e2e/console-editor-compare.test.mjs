// The writing side of issue 41: the two-tab comparison marks the words that changed inside a line
// and stacks its two versions on a phone (side by side at 1280 px), and a device whose storage
// refuses drafts is told so in the save bar, without losing a word. Light and dark themes.
import assert from 'node:assert/strict';
import { screenshot, test, untilSettled, useE2E } from './support/setup.mjs';
import { noAxeViolations, noSidewaysScroll, openExisting } from './support/editor-page.mjs';

const e2e = useE2E();
const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
const SLOW = { timeout: 60000 };
const SCHEMES = ['light', 'dark'];
const REVISED = '（修订版）';

const title = (page) => page.getByRole('textbox', { name: 'Title', exact: true });
const saveBar = (page) => page.getByRole('group', { name: 'Saving', includeHidden: true });

/**
 * Another tab saves article `id` (through the API, as that tab would): its title gains "（修订版）"
 * and its text's first line a few words.
 */
async function reviseElsewhere(page, id) {
  await page.evaluate(
    async ({ api, id, revised }) => {
      const headers = {
        Authorization: `Bearer ${localStorage.getItem('token')}`,
        'Content-Type': 'application/json',
      };
      const now = (await (await fetch(`${api}/api/article/detail/${id}`, { headers })).json()).data;
      const saved = await fetch(`${api}/api/article/${id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({
          title: now.title + revised,
          summary: now.summary,
          content: now.content.replace(/^(.+)$/m, '$1 Revised in another tab.'),
          categoryId: now.category.id,
          labelIds: now.labels.map((label) => label.id),
        }),
      });
      if (!saved.ok) throw new Error(`the other tab's save failed: ${saved.status}`);
    },
    { api: e2e.mockUrl, id, revised: REVISED },
  );
}

/** The texts of the unchanged lines a comparison region shows (each copy counted). */
const unchangedShown = (region) =>
  region.evaluate((section) =>
    [...section.querySelectorAll('[aria-hidden=true]')]
      .filter((mark) => mark.getClientRects().length > 0 && mark.textContent === ' ')
      .map((mark) => mark.nextElementSibling.textContent),
  );

/** The left and right cells of the first changed line of a comparison region. */
const changedCells = (region) =>
  region.evaluate((section) => {
    const ins = section.querySelector('ins');
    const right = ins.closest('div');
    const left = right.previousElementSibling;
    return [left, right].map((cell) => cell.getBoundingClientRect().toJSON());
  });

for (const colorScheme of SCHEMES) {
  test(`the comparison marks changed words and stacks on a phone (${colorScheme})`, async () => {
    const page = await e2e.newPage({ viewport: WIDE, colorScheme });
    await e2e.signIn(page);
    await openExisting(page, e2e, 1);
    await reviseElsewhere(page, 1);
    // A change of this tab's own, so its save meets the other version.
    await page.getByRole('button', { name: 'Details', exact: true }).click();
    const summary = page.getByRole('textbox', { name: 'Summary', exact: true });
    await summary.fill(`${await summary.inputValue()} Edited in this tab.`);
    await page.keyboard.press('Control+s');
    const dialog = page.getByRole('dialog', { name: 'This article was changed elsewhere' });
    await dialog.waitFor(SLOW);
    await dialog.getByRole('button', { name: 'Compare the versions' }).click();

    const titleDiff = dialog.getByRole('region', { name: 'Title' });
    // The title's added words are marked, not its whole line.
    assert.deepEqual(await titleDiff.locator('ins').allTextContents(), [REVISED]);
    assert.deepEqual(await titleDiff.locator('del').allTextContents(), []);
    const textDiff = dialog.getByRole('region', { name: 'Text' });
    assert.deepEqual(await textDiff.locator('ins').allTextContents(), [' Revised in another tab.']);

    const unchangedWide = await unchangedShown(textDiff);
    const [wideLeft, wideRight] = await changedCells(titleDiff);
    assert.equal(wideLeft.y, wideRight.y, 'side by side at 1280 px');
    assert.ok(wideRight.x > wideLeft.x + wideLeft.width - 1);
    await noAxeViolations(page, `comparison 1280 ${colorScheme}`);
    await untilSettled(page);
    await screenshot(page, `editor-compare-1280-${colorScheme}`, { fullPage: false });

    await page.setViewportSize(PHONE);
    await page.waitForFunction(
      () =>
        document.querySelector('[role=dialog] ins').closest('div').getBoundingClientRect().width >
        250,
      null,
      SLOW,
    );
    const [phoneLeft, phoneRight] = await changedCells(titleDiff);
    assert.ok(phoneRight.y >= phoneLeft.y + phoneLeft.height - 1, 'the other version below');
    assert.equal(phoneRight.x, phoneLeft.x);
    assert.ok(phoneLeft.width > 250, `a line is ${phoneLeft.width} px wide at 360 px`);
    // An unchanged line shows once, not side by side with itself.
    const unchangedPhone = await unchangedShown(textDiff);
    assert.ok(unchangedPhone.length > 0);
    assert.deepEqual([...unchangedPhone, ...unchangedPhone].sort(), [...unchangedWide].sort());
    await noSidewaysScroll(page, `comparison 360 ${colorScheme}`);
    await noAxeViolations(page, `comparison 360 ${colorScheme}`);
    // The dialog fills the phone's screen and scrolls inside: the stacked text in view.
    await textDiff.scrollIntoViewIfNeeded();
    await untilSettled(page);
    await screenshot(page, `editor-compare-360-${colorScheme}`, { fullPage: false });
  });
}

/**
 * Before the app loads, local storage refuses drafts the way a full one does, until the test
 * sets `window.__storageFull` to false.
 */
const fillStorage = (page) =>
  page.addInitScript(() => {
    window.__storageFull = true;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (window.__storageFull && key.startsWith('draft:')) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return setItem.call(this, key, value);
    };
  });

for (const colorScheme of SCHEMES) {
  test(`tells the writer when this device keeps no drafts (${colorScheme})`, async () => {
    const page = await e2e.newPage({ viewport: PHONE, colorScheme });
    await fillStorage(page);
    await e2e.signIn(page);
    await openExisting(page, e2e, 2);
    const typed = `${await title(page).inputValue()} typed on a full disk`;
    await title(page).fill(typed);
    const notice = saveBar(page).getByRole('alert');
    await notice.filter({ hasText: 'This device is not keeping drafts' }).waitFor(SLOW);
    assert.equal(await title(page).inputValue(), typed);

    for (const viewport of [PHONE, WIDE]) {
      await page.setViewportSize(viewport);
      await untilSettled(page);
      // In view at the foot of the screen, on a line of its own above the save button.
      const box = await notice.boundingBox();
      const save = await saveBar(page).getByRole('button', { name: 'Save' }).boundingBox();
      assert.ok(box.y + box.height <= viewport.height, 'the notice is in view');
      assert.ok(box.y + box.height <= save.y + 1, 'above the save button');
      await noSidewaysScroll(page, `notice ${viewport.width} ${colorScheme}`);
      await noAxeViolations(page, `notice ${viewport.width} ${colorScheme}`);
      await screenshot(page, `editor-drafts-not-kept-${viewport.width}-${colorScheme}`, {
        fullPage: false,
      });
    }

    // Room again: the next draft is kept, with every word, and the notice goes.
    await page.evaluate(() => {
      window.__storageFull = false;
    });
    await title(page).fill(`${typed}, then room`);
    await notice.waitFor({ state: 'detached', ...SLOW });
    await page.waitForFunction(
      (expected) => (localStorage.getItem('draft:2') ?? '').includes(expected),
      `${typed}, then room`,
      SLOW,
    );
  });
}
