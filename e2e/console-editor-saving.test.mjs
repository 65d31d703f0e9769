// The editor's save bar tells the truth (issue 11 "Editor"): saved at a time, failed with Retry,
// view on site only when enabled; and the editor drawn at 820 and 360 px (tabs, the details
// drawer) and in the dark theme. The layout, preview and undo are in console-editor.test.mjs.
import assert from 'node:assert/strict';
import { writerText } from './support/writer.mjs';
import { screenshot, test, untilSettled, useE2E } from './support/setup.mjs';
import {
  content,
  noAxeViolations,
  noSidewaysScroll,
  openExisting,
  openNew,
  status,
} from './support/editor-page.mjs';

const e2e = useE2E();
const WIDE = { width: 1280, height: 800 };
const TABLET = { width: 820, height: 1180 };
const PHONE = { width: 360, height: 740 };
const SLOW = { timeout: 60000 };

test.describe('console editor: saving and sizes', () => {
  test('tells the truth about saving: saved at a time, failed with Retry, view on site only when enabled', async () => {
    const page = await e2e.newPage({ viewport: WIDE, allowConsoleErrors: [/net::ERR_FAILED/] });
    await e2e.signIn(page);
    await openNew(page, e2e);
    await status(page).filter({ hasText: 'Nothing to save' }).waitFor();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Saved and seen');
    await content(page).fill('Words for readers.');
    await status(page).filter({ hasText: 'Unsaved changes' }).waitFor();

    // Ctrl+S with details missing opens the panel at the first thing it needs.
    await page.keyboard.press('Control+s');
    await page.getByText('Summary is required.').waitFor();
    await page.getByRole('textbox', { name: 'Summary', exact: true }).fill('A short summary.');
    const category = page.getByRole('combobox', { name: 'Category', exact: true });
    await category.locator('option', { hasText: 'Notes' }).waitFor({ state: 'attached' });
    await category.selectOption({ label: 'Notes' });
    await page.keyboard.press('Control+s');
    await page.waitForURL((url) => /^\/manager\/article\/edit\/[^/]+$/.test(url.pathname), SLOW);
    await status(page)
      .filter({ hasText: /^Saved at \d{1,2}:\d{2}/ })
      .waitFor(SLOW);
    const articleId = new URL(page.url()).pathname.split('/').pop();
    const view = page.getByRole('link', { name: 'View on site' });
    assert.equal(await view.getAttribute('href'), `/detail/${articleId}`);
    assert.equal(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled(), true);

    // A save that fails says so and offers Retry; Retry after the network is back saves.
    await content(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' More.');
    await page.route('**/api/article/*', (route) =>
      route.request().method() === 'PUT' ? route.abort('failed') : route.continue(),
    );
    await page.keyboard.press('Control+s');
    await status(page).filter({ hasText: 'Not saved' }).waitFor(SLOW);
    const retry = page
      .getByRole('group', { name: 'Saving' })
      .getByRole('button', { name: 'Retry' });
    await screenshot(page, 'console-editor-save-failed-1280');
    await page.unroute('**/api/article/*');
    await retry.click();
    await status(page)
      .filter({ hasText: /^Saved at / })
      .waitFor(SLOW);
    assert.equal(await writerText(content(page)), 'Words for readers. More.');

    // Switched off in the details and saved: hidden from readers, so no link to the site.
    const panelToggle = page.getByRole('button', { name: 'Details', exact: true });
    if ((await panelToggle.getAttribute('aria-expanded')) !== 'true') await panelToggle.click();
    await page
      .getByRole('switch', { name: 'Enabled' })
      .or(page.getByRole('checkbox', { name: 'Enabled' }))
      .click();
    await status(page).filter({ hasText: 'Unsaved changes' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await status(page)
      .filter({ hasText: /^Saved at / })
      .waitFor(SLOW);
    await view.waitFor({ state: 'detached' });
  });

  test('draws the editor at 820 and 360 px (tabs, the details drawer) and in the dark theme', async () => {
    for (const [name, viewport] of [
      ['820', TABLET],
      ['360', PHONE],
    ]) {
      const page = await e2e.newPage({ viewport });
      await e2e.signIn(page);
      await openExisting(page, e2e, 1);
      await page.getByRole('tab', { name: 'Write' }).waitFor();
      await noSidewaysScroll(page, `editor-${name}`);
      await page.evaluate(() => document.fonts.ready);
      await screenshot(page, `console-editor-${name}`);
      await noAxeViolations(page, `editor-${name}`);
      await page.getByRole('button', { name: 'Details', exact: true }).click();
      await page.getByRole('textbox', { name: 'Summary', exact: true }).waitFor();
      await untilSettled(page); // the drawer's slide-in done, for the picture
      await screenshot(page, `console-editor-details-${name}`);
      await page.keyboard.press('Escape');
      await page
        .getByRole('textbox', { name: 'Summary', exact: true })
        .waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Focus mode' }).click();
      await page.getByRole('button', { name: 'Exit focus mode' }).waitFor();
      await noSidewaysScroll(page, `editor-focus-${name}`);
      await screenshot(page, `console-editor-focus-${name}`);
      await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: 'Preview' }).click();
      await page.getByRole('region', { name: 'Preview' }).locator('p').first().waitFor();
      await screenshot(page, `console-editor-preview-${name}`);
      await page.close();
    }

    const dark = await e2e.newPage({ viewport: WIDE, colorScheme: 'dark' });
    await e2e.signIn(dark);
    await openExisting(dark, e2e, 1);
    await dark.getByRole('button', { name: 'Details', exact: true }).click();
    await dark.getByRole('region', { name: 'Preview' }).locator('p').first().waitFor();
    await dark.evaluate(() => document.fonts.ready);
    await screenshot(dark, 'console-editor-dark-1280');
    await noAxeViolations(dark, 'editor-dark-1280');
    await dark.getByRole('button', { name: 'Focus mode' }).click();
    await dark.getByRole('button', { name: 'Exit focus mode' }).waitFor();
    await screenshot(dark, 'console-editor-focus-dark-1280');
  });
});
