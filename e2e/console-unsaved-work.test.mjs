// Unsaved work in the editor (issue 4's journeys, split from console-articles.test.mjs): leaving
// asks first, by the back button or the console's menu; staying keeps every word; a reload is
// asked by the browser and the draft is offered back afterwards. The leave dialog and the draft
// offer are checked with axe (the filled warning button was white on orange, 3.1:1, until issue 41).
import assert from 'node:assert/strict';
import { axe, formatViolations } from './support/browser.mjs';
import { screenshot, test, useE2E } from './support/setup.mjs';
import { writerText } from './support/writer.mjs';

const e2e = useE2E();
const DESKTOP = { width: 1280, height: 800 };

test.describe('unsaved work in the editor', () => {
  test('asks before the back button leaves unsaved work, and goes back once told to leave', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP });
    await e2e.signIn(page);
    await page.goto(e2e.url('/manager/article'));
    await page.getByRole('heading', { level: 1, name: 'Articles' }).waitFor();
    // Reached in the app, so the step back is the app's own (a popstate, not another document).
    await page.getByRole('link', { name: 'New article' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'New article' }).waitFor();
    const body = 'Typed, then the back button.';
    await page.getByRole('textbox', { name: 'Content', exact: true }).fill(body);
    await page.getByText('Unsaved changes').waitFor();

    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await page.evaluate(() => window.history.back());
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await leave.waitFor({ state: 'hidden' });
    // The step back was undone: the address, the page and the text are the editor's.
    await page.waitForURL((url) => url.pathname === '/manager/article/new');
    await page.getByRole('heading', { level: 1, name: 'New article' }).waitFor();
    assert.equal(
      await writerText(page.getByRole('textbox', { name: 'Content', exact: true })),
      body,
    );

    await page.evaluate(() => window.history.back());
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('heading', { level: 1, name: 'Articles' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/manager/article');
  });

  test('asks before leaving unsaved work, and offers the draft back after a reload', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP });
    await e2e.signIn(page);
    await page.goto(e2e.url('/manager/article/new'));
    await page.getByRole('heading', { level: 1, name: 'New article' }).waitFor();
    const title = 'A draft that outlives a reload';
    const body = 'Half a thought, typed before the tab went away.';
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Content', exact: true }).fill(body);
    await page.getByText('Unsaved changes').waitFor();

    // In-app navigation asks first; staying keeps everything.
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Article' })
      .click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    // Its filled warning button kept white on MUI's orange, 3.1:1, until issue 41.
    const leaveViolations = await axe(page, { include: '[role=dialog]' });
    assert.deepEqual(leaveViolations, [], formatViolations(leaveViolations));
    await screenshot(page, 'console-leave-dialog-1280');
    await leave.getByRole('button', { name: 'Stay' }).click();
    await leave.waitFor({ state: 'hidden' });
    assert.equal(new URL(page.url()).pathname, '/manager/article/new');
    assert.equal(
      await writerText(page.getByRole('textbox', { name: 'Content', exact: true })),
      body,
    );

    // Reloading asks through the browser's own prompt; the draft is offered back afterwards.
    const prompts = [];
    page.on('dialog', (dialog) => {
      prompts.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    assert.deepEqual(prompts, ['beforeunload']);
    const offer = page.getByRole('alert').filter({ hasText: /restore unsaved draft/i });
    await offer.waitFor();
    const offerViolations = await axe(page, { include: '[role=alert]' });
    assert.deepEqual(offerViolations, [], formatViolations(offerViolations));
    await screenshot(page, 'console-draft-offer-1280');
    assert.equal(await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue(), '');
    await offer.getByRole('button', { name: 'Restore' }).click();
    await offer.waitFor({ state: 'detached' });
    assert.equal(
      await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue(),
      title,
    );
    assert.equal(
      await writerText(page.getByRole('textbox', { name: 'Content', exact: true })),
      body,
    );
  });
});
