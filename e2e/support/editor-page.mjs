// The console editor's browser tests' shared steps (e2e/console-editor*.test.mjs): its writer,
// frame and save status, and opening a new or an existing article (`e2e` from useE2E).
import assert from 'node:assert/strict';
import { waitForWriterText } from './writer.mjs';
import { axe, formatViolations } from './setup.mjs';

export const content = (page) => page.getByRole('textbox', { name: 'Content', exact: true });
/** The writer's frame: a fixed box that scrolls the text inside it. */
export const writerBox = (page) => content(page).locator('xpath=ancestor::*[@data-error]');
export const status = (page) => page.getByRole('group', { name: 'Saving' }).getByRole('status');

/** Waits until the writer holds exactly `expected`. */
export const waitForValue = (page, expected) =>
  waitForWriterText(content(page), (text) => text === expected, { message: `not ${expected}` });

export async function noSidewaysScroll(page, name) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  assert.ok(scrollWidth <= clientWidth, `${name}: ${scrollWidth} px wide in ${clientWidth} px`);
}

export async function noAxeViolations(page, name) {
  const violations = await axe(page);
  assert.deepEqual(violations, [], `${name}:\n${formatViolations(violations)}`);
}

export async function openNew(page, e2e) {
  await page.goto(e2e.url('/manager/article/new'));
  await page.getByRole('heading', { level: 1, name: 'New article' }).waitFor();
  await content(page).waitFor();
}

export async function openExisting(page, e2e, id) {
  await page.goto(e2e.url(`/manager/article/edit/${id}`));
  await page.getByRole('heading', { level: 1, name: 'Edit article' }).waitFor();
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await page.waitForFunction(
    (target) => (document.getElementById(target)?.value ?? '') !== '',
    await title.getAttribute('id'),
  );
}
