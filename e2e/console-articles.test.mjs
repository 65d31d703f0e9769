// The owner's article journey (issue 4 "Tests"): write an article with a pasted image, find it on
// the public home page, hide it from readers and bring it back, then delete it; an expired session
// mid-edit. Leaving unsaved work: console-unsaved-work.test.mjs.
import assert from 'node:assert/strict';
import { pasteImage } from './support/paste-image.mjs';
import { screenshot, test, useE2E } from './support/setup.mjs';
import { waitForWriterText, writerIn, writerText } from './support/writer.mjs';

const e2e = useE2E();
const DESKTOP = { width: 1280, height: 800 };
// A toast can wait behind another one (each stays six seconds), and the machine may be slow.
const TOAST_WAIT = { timeout: 60000 };

const toast = (page, text) => page.getByRole('alert').filter({ hasText: text });

/** The newest article on the public home page: the first card's heading. */
async function newestOnHome(page) {
  await page.goto(e2e.url('/'));
  const first = page.locator('main article h2').first();
  await first.waitFor();
  return (await first.innerText()).trim();
}

async function publicTitles(page) {
  await page.goto(e2e.url('/'));
  await page.locator('main article h2').first().waitFor();
  return (await page.locator('main article h2').allInnerTexts()).map((text) => text.trim());
}

test.describe('console articles', () => {
  test('creates an article with a pasted image, shows it to readers, hides it, shows it again and deletes it', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP });
    await e2e.signIn(page);
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Article' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Articles' }).waitFor();
    await page.getByRole('link', { name: 'New article' }).first().click();
    await page.waitForURL((url) => url.pathname === '/manager/article/new');
    await page.getByRole('heading', { level: 1, name: 'New article' }).waitFor();

    const title = 'Field notes from the e2e bench';
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    // Summary, category and labels wait in the details panel.
    await page.getByRole('button', { name: 'Details', exact: true }).click();
    await page
      .getByRole('textbox', { name: 'Summary', exact: true })
      .fill('What a pasted screenshot looks like.');
    const category = page.getByRole('combobox', { name: 'Category', exact: true });
    await category.locator('option', { hasText: 'Frontend' }).waitFor({ state: 'attached' });
    await category.selectOption({ label: 'Frontend' });
    const labels = page.getByRole('combobox', { name: 'Labels', exact: true });
    for (const name of ['React', 'Testing']) {
      await labels.click();
      await page.getByRole('option', { name, exact: true }).click();
    }
    const content = page.getByRole('textbox', { name: 'Content', exact: true });
    await content.fill('## Setup\n\nThe bench as it stood this morning:\n');
    await pasteImage(content, 'bench-shot.png', { caretAtEnd: true });

    // The placeholder becomes the uploaded file's Markdown, served by the API under /uploads/.
    const markdown = /!\[bench-shot\]\((http:\/\/[^)\s]+\/uploads\/[^)\s]+)\)/;
    const typed = await waitForWriterText(content, (text) => markdown.test(text));
    assert.match(typed, /^## Setup\n\nThe bench as it stood this morning:\n/);
    const url = markdown.exec(typed)[1];
    assert.ok(url.startsWith(e2e.mockUrl), `${url} is on the API's origin`);

    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { name: 'Setup' }).waitFor();
    const image = preview.locator(`img[src="${url}"]`);
    await image.waitFor();
    await page.waitForFunction(
      (src) => {
        const img = document.querySelector(`img[src="${src}"]`);
        return img?.complete && img.naturalWidth > 0;
      },
      url,
      { timeout: 60000 },
    );

    await page.keyboard.press('Control+s');
    await page.waitForURL((target) => /^\/manager\/article\/edit\/[^/]+$/.test(target.pathname), {
      timeout: 60000,
    });
    await page.getByRole('heading', { level: 1, name: 'Edit article' }).waitFor();
    await page.getByText(/^Saved at \d{1,2}:\d{2}/).waitFor();
    await toast(page, 'Article created.').waitFor(TOAST_WAIT);
    assert.equal(
      await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue(),
      title,
    );

    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop());

    // Readers see it first on the home page, image and all.
    assert.equal(await newestOnHome(page), title);
    await page.locator('main article h2').first().getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.locator(`main img[src="${url}"]`).waitFor();

    // Disabled in the table: gone for a reader (a fresh browser without the token).
    await page.goto(e2e.url('/manager/article'));
    const table = page.getByRole('table', { name: 'Articles' });
    const titleLink = table.getByRole('link', { name: title, exact: true });
    await titleLink.waitFor();

    const status = page.getByLabel(`Enabled: ${title}`, { exact: true });
    assert.equal(await status.isChecked(), true);
    await status.click();
    await toast(page, `“${title}” is now disabled.`).waitFor(TOAST_WAIT);
    assert.equal(await status.isChecked(), false);

    // A reader (no token) no longer finds it, on the home page or at its address.
    const reader = await e2e.newPage({ viewport: DESKTOP });
    assert.ok(!(await publicTitles(reader)).includes(title), 'a disabled article is not listed');
    await reader.goto(e2e.url(`/detail/${encodeURIComponent(id)}`));
    await reader.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();

    await status.click();
    await toast(page, `“${title}” is now enabled.`).waitFor(TOAST_WAIT);
    assert.equal(await status.isChecked(), true);
    assert.equal(await newestOnHome(reader), title);
    await reader.goto(e2e.url(`/detail/${encodeURIComponent(id)}`));
    await reader.getByRole('heading', { level: 1, name: title }).waitFor();

    // The row after it (or before it, if it is last) is where the focus should go once it is gone.
    const deletes = await table
      .getByRole('button', { name: /^Delete / })
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    const at = deletes.indexOf(`Delete ${title}`);
    const successor = deletes[at + 1] ?? deletes[at - 1];
    await table.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this article?' });
    await confirm.getByText(title, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await toast(page, `Deleted “${title}”.`).waitFor(TOAST_WAIT);
    await titleLink.waitFor({ state: 'detached' });
    // The focus stays in the table, on the Delete button of the row that took the deleted one's
    // place, rather than falling back to the top of the page.
    await page.waitForFunction(
      (name) => document.activeElement?.getAttribute('aria-label') === name,
      successor,
    );
    assert.ok(
      !(await publicTitles(reader)).includes(title),
      'a deleted article is gone for readers',
    );
  });

  test('keeps what was typed through an expired session and saves after signing in again', async () => {
    // The expired call answers HTTP 401, which Chromium reports in the console by itself.
    const page = await e2e.newPage({
      viewport: DESKTOP,
      allowConsoleErrors: [/status of 401/],
    });
    await e2e.signIn(page);
    await page.goto(e2e.url('/manager/article/new'));
    await page.getByRole('heading', { level: 1, name: 'New article' }).waitFor();
    const title = 'Written while the session ran out';
    const body = 'Every word of this must survive the expired session.';
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('button', { name: 'Details', exact: true }).click();
    await page
      .getByRole('textbox', { name: 'Summary', exact: true })
      .fill('A save across a new sign-in.');
    const category = page.getByRole('combobox', { name: 'Category', exact: true });
    await category.locator('option', { hasText: 'Notes' }).waitFor({ state: 'attached' });
    await category.selectOption({ label: 'Notes' });
    const content = page.getByRole('textbox', { name: 'Content', exact: true });
    await content.fill(body);

    // Found by id (the title) and by element (the writer) from here on: the open dialog hides the
    // page from the accessibility tree.
    const titleId = await page
      .getByRole('textbox', { name: 'Title', exact: true })
      .getAttribute('id');

    await e2e.expireSessions();
    await page.getByRole('button', { name: 'Create article' }).click();

    const dialog = page.getByRole('dialog', { name: 'Your session has expired' });
    await dialog.waitFor({ timeout: 60000 });
    // Behind the dialog (which hides the page from assistive tech while open), nothing was lost.
    assert.equal(await page.locator(`[id="${titleId}"]`).inputValue(), title);
    assert.equal(await writerText(writerIn(page)), body);
    await screenshot(page, 'console-reauth-dialog-1280');

    assert.equal(
      await dialog.getByLabel('Username').and(dialog.locator('input')).inputValue(),
      'admin',
    );
    await dialog.getByLabel('Password').and(dialog.locator('input')).fill('admin123');
    await dialog.getByRole('button', { name: 'Sign in and continue' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 60000 });

    await page.waitForURL((url) => /^\/manager\/article\/edit\/[^/]+$/.test(url.pathname), {
      timeout: 60000,
    });
    await toast(page, 'Article created.').waitFor(TOAST_WAIT);
    assert.equal(
      await writerText(page.getByRole('textbox', { name: 'Content', exact: true })),
      body,
    );

    await page.goto(e2e.url('/manager/article'));
    await page
      .getByRole('table', { name: 'Articles' })
      .getByRole('link', { name: title, exact: true })
      .waitFor();
  });
});
