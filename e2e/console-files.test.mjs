// The File screen (issue 4 "Tests"): upload a file with the picker, find it in the library and
// copy its link; the clipboard then holds the file's URL.
import assert from 'node:assert/strict';
import { test, useE2E } from './support/setup.mjs';

const e2e = useE2E();
const DESKTOP = { width: 1280, height: 800 };
const TOAST_WAIT = { timeout: 60000 };

test.describe('console files', () => {
  test('uploads a file with the picker and copies its URL', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP });
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.baseUrl });
    await e2e.signIn(page);
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'File', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Files' }).waitFor();
    const library = page.getByRole('list', { name: 'Files' });
    await library.getByRole('listitem').first().waitFor();

    const name = 'bench-notes.txt';
    const uploaded = page.waitForResponse(
      (response) =>
        response.url().includes('/api/file/upload') && response.request().method() === 'POST',
      { timeout: 60000 },
    );
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose files' }).click();
    await (
      await chooser
    ).setFiles({
      name,
      mimeType: 'text/plain',
      buffer: Buffer.from('Measured twice, cut once.\n'),
    });
    const answer = await (await uploaded).json();
    assert.equal(answer.code, 0, answer.msg);
    const { url } = answer.data;
    assert.match(url, /\/uploads\//);

    // The library lists it once the upload is done.
    const item = library.getByRole('listitem').filter({ hasText: name });
    await item.waitFor({ timeout: 60000 });

    await item.getByRole('button', { name: `Copy URL of ${name}` }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `URL of ${name} copied.` })
      .waitFor(TOAST_WAIT);
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), url);

    // The link works: it serves what was uploaded.
    const served = await fetch(url);
    assert.equal(served.status, 200);
    assert.equal(await served.text(), 'Measured twice, cut once.\n');
  });
});

// Issue 7: a file's link opens the file itself, on the HTTP API and on the in-browser demo
// backend (where msw's worker never answers a tab's navigation), and an SVG opens sandboxed.
test.describe('opening a file from the File screen', () => {
  /** Clicks a file's link on the File screen and returns the tab it opens, once loaded. */
  async function openFileLink(page, name) {
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'File', exact: true })
      .click();
    const link = page.getByRole('link', { name, exact: true });
    await link.waitFor({ timeout: 60000 });
    const [tab, response] = await Promise.all([
      page.context().waitForEvent('page'),
      page.context().waitForEvent('response', (r) => r.url().includes('/uploads/')),
      link.click(),
    ]);
    await tab.waitForLoadState();
    return { tab, response };
  }

  for (const mode of ['HTTP API', 'in-browser demo backend']) {
    test(`opens a seed SVG in its own tab (${mode})`, async () => {
      if (mode !== 'HTTP API') e2e.setConfig({ ...e2e.defaultConfig(), mock: true, apiBase: '' });
      const page = await e2e.newPage({ viewport: DESKTOP });
      await e2e.signIn(page);
      const { tab, response } = await openFileLink(page, 'workbench-sketch.svg');
      assert.equal(response.status(), 200);
      const headers = await response.allHeaders();
      assert.equal(headers['content-type'], 'image/svg+xml');
      assert.equal(headers['content-security-policy'], 'sandbox');
      // The drawing itself, not "Cannot GET" or the app's not-found page.
      assert.equal(await tab.locator('svg > rect').first().getAttribute('width'), '320');
    });
  }
});
