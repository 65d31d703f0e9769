// Toasts in the console (issue 7): several show at once, stacked newest on top, each as soon as
// its save lands, and the stack never covers the editor's save status or a primary button, on a
// phone (360 px) or a desktop (1280 px).
import assert from 'node:assert/strict';
import { BOTH_WIDTHS, screenshot, test, useE2E } from './support/setup.mjs';

const e2e = useE2E();
const WAIT = { timeout: 60000 };

const overlaps = (a, b) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Boxes of what must stay visible: the save status and every visible primary (contained) button. */
async function keptClear(page) {
  const status = await page.getByText(/^Saved at \d{1,2}:\d{2}/).boundingBox();
  const primaries = await page
    .locator('.MuiButton-contained')
    .evaluateAll((buttons) =>
      buttons
        .filter((button) => button.getClientRects().length > 0)
        .map((button) => button.getBoundingClientRect().toJSON()),
    );
  return [status, ...primaries];
}

test.describe('console toasts', () => {
  test(
    'stacks toasts clear of the save status and primary buttons',
    BOTH_WIDTHS,
    async ({ viewport }) => {
      const page = await e2e.newPage({ viewport });
      await e2e.signIn(page);
      await page.goto(e2e.url('/manager/article/edit/1'));
      const title = page.getByRole('textbox', { name: 'Title', exact: true });
      await title.waitFor(WAIT);
      const original = await title.inputValue();

      // Two saves in a row: the second toast shows at once, above the first.
      for (const suffix of [' (1)', ' (2)']) {
        await title.fill(original + suffix);
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await page.getByText(/^Saved at \d{1,2}:\d{2}/).waitFor(WAIT);
      }
      const stack = page.getByRole('list', { name: 'Notifications' });
      await stack.getByRole('alert').nth(1).waitFor(WAIT);
      assert.equal(await stack.getByRole('alert').count(), 2);

      const toasts = await stack
        .getByRole('alert')
        .evaluateAll((alerts) => alerts.map((alert) => alert.getBoundingClientRect().toJSON()));
      assert.ok(toasts[0].y < toasts[1].y, 'the newest toast is on top');
      for (const box of await keptClear(page)) {
        for (const toast of toasts) assert.ok(!overlaps(toast, box), 'a toast covers a control');
      }
      await screenshot(page, `console-toasts-${viewport.width}`);
    },
  );
});
