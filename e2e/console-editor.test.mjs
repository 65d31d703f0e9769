// The editor as a calm writing tool (issue 11 "Editor"): the title and the text fill the screen,
// the details wait in a side panel (a drawer on narrow screens), focus mode leaves only the text,
// the preview keeps in step beside the text, every edit the toolbar or an upload makes is undone
// and redone from the keyboard, and the save bar tells the truth. Screenshots at 1280, 820 and 360
// px, in focus mode and in the dark theme.
import assert from 'node:assert/strict';
import { pasteImage } from './support/paste-image.mjs';
import { writerText, waitForWriterText } from './support/writer.mjs';
import { screenshot, test, useE2E } from './support/setup.mjs';
import { content, openNew, status, waitForValue, writerBox } from './support/editor-page.mjs';

const e2e = useE2E();
const WIDE = { width: 1280, height: 800 };
const TABLET = { width: 820, height: 1180 };
const SLOW = { timeout: 60000 };

test.describe('console editor', () => {
  test('puts the words first at 1280 px: details in a side panel, writer and preview level', async () => {
    const page = await e2e.newPage({ viewport: WIDE });
    await e2e.signIn(page);
    await openNew(page, e2e);
    await status(page).filter({ hasText: 'Nothing to save' }).waitFor();

    // The text fills the screen: no form fields above it, the writer and the preview side by side
    // at the same height, reaching down to the save bar.
    const summary = page.getByRole('textbox', { name: 'Summary', exact: true });
    assert.equal(await summary.isVisible(), false, 'the summary waits in the closed panel');
    // The writer's outlined box (its editable text sits inside, with a scroller around it).
    const writer = await writerBox(page).boundingBox();
    const preview = await page.getByRole('region', { name: 'Preview' }).boundingBox();
    assert.ok(writer.height >= 380, `the writer is ${writer.height} px tall in an 800 px window`);
    assert.ok(Math.abs(writer.height - preview.height) <= 2, 'writer and preview are as tall');
    assert.ok(Math.abs(writer.y - preview.y) <= 2, 'writer and preview start level');
    assert.ok(preview.x > writer.x + writer.width, 'the preview is beside the writer');
    const bar = await page.getByRole('group', { name: 'Saving' }).boundingBox();
    assert.ok(bar.y + bar.height <= WIDE.height, 'the save bar is on screen');
    await screenshot(page, 'console-editor-new-1280');

    // The details panel opens beside the text and closes again.
    const details = page.getByRole('button', { name: 'Details', exact: true });
    await details.click();
    await summary.waitFor();
    assert.equal(await details.getAttribute('aria-expanded'), 'true');
    const panel = await page.getByRole('complementary', { name: 'Article details' }).boundingBox();
    assert.ok(panel.x >= writer.x + 300, 'the panel sits beside the text, not over it');
    await page.getByRole('button', { name: 'Close the details' }).click();
    await summary.waitFor({ state: 'hidden' });
    assert.equal(await details.getAttribute('aria-expanded'), 'false');

    // Toolbar edits are undone and redone from the keyboard like typing.
    await content(page).click();
    await page.keyboard.type('Plain words ');
    await status(page).filter({ hasText: 'Unsaved changes' }).waitFor();
    await page.getByRole('button', { name: 'Bold', exact: true }).click();
    await waitForValue(page, 'Plain words **bold text**');
    await page.keyboard.press('Control+z');
    await waitForValue(page, 'Plain words ');
    // Shift makes the key a capital Z, as it does on a keyboard.
    await page.keyboard.press('Control+Shift+Z');
    await waitForValue(page, 'Plain words **bold text**');
    await page.keyboard.press('Control+z');
    await waitForValue(page, 'Plain words ');
    await page.keyboard.press('Control+y');
    await waitForValue(page, 'Plain words **bold text**');
    await page.getByRole('button', { name: 'Heading', exact: true }).click();
    await waitForValue(page, '## Plain words **bold text**');
    await page.keyboard.press('Control+z');
    await waitForValue(page, 'Plain words **bold text**');

    // A pasted image uploads with progress, lands as Markdown with its name (no extension) as
    // alt text and the URL the API returned, and is undone and redone like typing.
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n');
    let release;
    const held = new Promise((resolve) => {
      release = resolve;
    });
    await page.route('**/api/file/upload', async (route) => {
      await held;
      await route.continue();
    });
    await pasteImage(content(page), 'Quiet desk.png');
    await page.getByRole('progressbar', { name: 'Uploading Quiet desk.png' }).waitFor();
    release();
    const landed = /!\[Quiet desk\]\((http:\/\/[^)\s]+\/uploads\/[^)\s]+)\)\n$/;
    const withImage = await waitForWriterText(content(page), (text) => landed.test(text));
    await page.unroute('**/api/file/upload');
    assert.ok(landed.exec(withImage)[1].startsWith(e2e.mockUrl), 'the URL the API returned');
    await page.keyboard.press('Control+z');
    await waitForWriterText(content(page), (text) => !text.includes('![Quiet desk]('));
    await page.keyboard.press('Control+Shift+Z');
    await waitForValue(page, withImage);

    // The count under the text follows it.
    await page
      .getByRole('group', { name: 'Saving' })
      .getByText(/^\d+ words · 1 min read$/)
      .waitFor();

    // Focus mode hides everything but the text; Esc brings the console back.
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('A calm desk');
    await page.getByRole('button', { name: 'Focus mode' }).click();
    await page.getByRole('button', { name: 'Exit focus mode' }).waitFor();
    const banner = page.getByRole('banner');
    const covered = await page.evaluate(() => {
      const bar = document.querySelector('header');
      const { left, top, width, height } = bar.getBoundingClientRect();
      const atBar = document.elementFromPoint(left + width / 2, top + height / 2);
      return !bar.contains(atBar);
    });
    assert.ok(covered, 'the console bar is covered in focus mode');
    assert.equal(await page.getByRole('toolbar', { name: 'Formatting' }).isVisible(), false);
    assert.equal(await page.getByRole('region', { name: 'Preview' }).isVisible(), false);
    assert.equal(await page.getByRole('group', { name: 'Saving' }).count(), 0);
    assert.ok(await content(page).isVisible());
    assert.equal(await content(page).evaluate((node) => node === document.activeElement), true);
    await screenshot(page, 'console-editor-focus-1280');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Exit focus mode' }).waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Preview' }).waitFor();
    assert.ok(await banner.isVisible());
    assert.equal(await writerText(content(page)), withImage, 'focus mode kept every word');

    // The text is written in the small monospace type it was designed in (the theme's wide body
    // size once took it over: 17 px).
    const font = await content(page).evaluate((node) => getComputedStyle(node).fontSize);
    assert.equal(font, '14px');

    // Narrowing the window past the side-by-side layout puts the writer under tabs. It is the same
    // writer (a mark set on it stays), so the text, the caret and the undo history stay too.
    await content(page).evaluate((node) => node.setAttribute('data-e2e-mark', 'kept'));
    await page.setViewportSize(TABLET);
    await page.getByRole('tab', { name: 'Write' }).waitFor();
    assert.equal(await content(page).getAttribute('data-e2e-mark'), 'kept', 'the same writer');
    assert.equal(await writerText(content(page)), withImage, 'the narrow writer has the text');
    await page.setViewportSize(WIDE);
    await page.getByRole('tab', { name: 'Write' }).waitFor({ state: 'detached' });
    assert.equal(await content(page).getAttribute('data-e2e-mark'), 'kept', 'still the same');
    assert.equal(await writerText(content(page)), withImage, 'and so has the wide one again');
  });

  test('keeps the preview in step with the part being written', async () => {
    const page = await e2e.newPage({ viewport: WIDE });
    await e2e.signIn(page);
    await openNew(page, e2e);
    const sections = Array.from(
      { length: 40 },
      (_, index) =>
        `## Section ${index + 1}\n\nThe words of section ${index + 1}, long enough to wrap onto a second line in the writer beside the preview.\n`,
    ).join('\n');
    await content(page).fill(sections);
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { name: 'Section 40' }).waitFor();

    /** True when the heading is inside the preview's visible box. */
    const inView = (name) =>
      page.waitForFunction(
        (text) => {
          const box = document.querySelector('[role="region"][aria-label="Preview"]');
          const heading = Array.from(box.querySelectorAll('h2')).find(
            (node) => node.textContent.replace('#', '').trim() === text,
          );
          if (!heading) return false;
          const outer = box.getBoundingClientRect();
          const inner = heading.getBoundingClientRect();
          return inner.top >= outer.top && inner.bottom <= outer.bottom;
        },
        name,
        SLOW,
      );

    // The owner goes back to the top, scrolls the writer down to section 30 and clicks into it:
    // the preview follows.
    await page.keyboard.press('Control+Home');
    await writerBox(page).hover();
    const section30 = content(page).locator('.cm-line', { hasText: /^## Section 30$/ });
    for (let step = 0; step < 40 && !(await section30.isVisible()); step++)
      await page.mouse.wheel(0, 200);
    await section30.click();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await inView('Section 30');
    await screenshot(page, 'console-editor-scroll-sync-1280');

    // Scrolling the text back to the top takes the preview there too.
    await content(page).evaluate((node) => {
      node.blur();
      node.closest('.cm-scroller').scrollTop = 0;
    });
    await inView('Section 1');
    // And scrolling down with the wheel moves it along.
    await writerBox(page).hover();
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(
      () => document.querySelector('[role="region"][aria-label="Preview"]').scrollTop > 300,
      null,
      SLOW,
    );
  });
});
