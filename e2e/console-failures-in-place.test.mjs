// Issue 25: a network or parse failure never shows a toast. A console action that cannot reach the
// blog (a status switch, a delete, an upload) is said in place: a banner above the table naming
// the row and the reason, with Retry; the upload's own row. A refusal (code !== 0) keeps its one
// toast. Toasts are the alerts outside <main>; the screen's own messages are inside it.
import assert from 'node:assert/strict';
import { json } from './support/answers.mjs';
import { axe, formatViolations, screenshot, test, untilSettled, useE2E } from './support/setup.mjs';

const e2e = useE2E();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
// Chromium reports the injected failures in the console by itself.
const BROWSER_NETWORK_LOG = [/ERR_FAILED/, /status of 50\d/];

const toastTexts = (page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('[role="alert"]'))
      .filter((node) => !node.closest('main'))
      .map((node) => node.textContent ?? ''),
  );

test.describe('console failures in place', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`a status switch that cannot reach the blog says so above the table, with Retry (${viewport.width} px)`, async () => {
      const page = await e2e.newPage({ viewport, allowConsoleErrors: BROWSER_NETWORK_LOG });
      await e2e.signIn(page);
      await page.goto(e2e.url('/manager/category'));
      const isToggle = (url) => /^\/api\/category\/disabled\//.test(url.pathname);
      await page.route(isToggle, (route) => route.abort('failed'));
      const toggle = page.getByRole('switch').first();
      await toggle.waitFor();
      const name = (await toggle.getAttribute('aria-label')).replace(/ enabled$/, '');
      const before = await toggle.isChecked();
      await toggle.click();
      const banner = page
        .locator('main [role="alert"]')
        .filter({ hasText: `The category “${name}” could not be changed.` });
      await banner.waitFor();
      assert.match(await banner.innerText(), /The server could not be reached\./);
      assert.equal(await toggle.isChecked(), before, 'the switch is back where it was');
      assert.deepEqual(await toastTexts(page), [], 'no toast');
      // The table refreshes after a failed switch (its rows dimmed meanwhile): judged once done.
      await page.locator('main [aria-busy="true"]').first().waitFor({ state: 'detached' });
      await untilSettled(page);
      assert.equal(formatViolations(await axe(page)), '');
      await screenshot(page, `console-switch-failed-in-place-${viewport.width}`);

      // The blog is back: Retry makes the change, the banner goes, the success toast says so.
      await page.unroute(isToggle);
      await banner.getByRole('button', { name: 'Retry' }).click();
      await banner.waitFor({ state: 'detached' });
      await page.waitForFunction(
        (wanted) => document.querySelector('[role="switch"]')?.checked === wanted,
        !before,
      );
    });
  }

  test('a delete answered without an envelope says so above the table, never in a toast', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP, allowConsoleErrors: BROWSER_NETWORK_LOG });
    await e2e.signIn(page);
    await page.goto(e2e.url('/manager/article'));
    const remove = page.getByRole('button', { name: /^Delete / }).first();
    await remove.waitFor();
    const title = (await remove.getAttribute('aria-label')).replace(/^Delete /, '');
    await page.route(
      (url) => /^\/api\/article\/[^/]+$/.test(url.pathname),
      (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' })
          : route.fallback(),
    );
    await remove.click();
    await page
      .getByRole('dialog', { name: 'Delete this article?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    const banner = page
      .locator('main [role="alert"]')
      .filter({ hasText: `“${title}” could not be deleted.` });
    await banner.waitFor();
    assert.match(await banner.innerText(), /The server answered HTTP 502\./);
    await banner.getByRole('button', { name: 'Retry' }).waitFor();
    assert.deepEqual(await toastTexts(page), [], 'no toast');
    await screenshot(page, 'console-delete-failed-in-place-1280');
  });

  test('a refused switch keeps its one toast', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP });
    await e2e.signIn(page);
    await page.goto(e2e.url('/manager/label'));
    await page.route(
      (url) => /^\/api\/label\/disabled\//.test(url.pathname),
      (route) => route.fulfill(json({ code: 500, msg: 'The database is resting.', data: null })),
    );
    await page.getByRole('switch').first().click();
    await page.locator('main [role="alert"]').filter({ hasText: 'could not be changed' }).waitFor();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[role="alert"]')).some(
        (node) => !node.closest('main') && node.textContent?.includes('The database is resting.'),
      ),
    );
    const toasts = await toastTexts(page);
    assert.equal(toasts.filter((text) => text.includes('The database is resting.')).length, 1);
  });

  test('an upload that cannot reach the blog says so in its row, never in a toast', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP, allowConsoleErrors: BROWSER_NETWORK_LOG });
    await e2e.signIn(page);
    await page.goto(e2e.url('/manager/file'));
    await page.route('**/api/file/upload', (route) => route.abort('failed'));
    await page.getByTestId('file-picker').setInputFiles({
      name: 'offline.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    const uploads = page.getByRole('list', { name: 'Uploads' });
    await uploads.getByText(/^Failed: /).waitFor();
    await uploads.getByRole('button', { name: 'Retry upload of offline.txt' }).waitFor();
    assert.deepEqual(await toastTexts(page), [], 'no toast');
  });
});
