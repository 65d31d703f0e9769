// Every console screen, drawn for people to look at (issue 4 "Tests": screenshots of every console
// screen) at a desktop and a tablet width in the light theme, the editor once in the dark theme,
// and each checked with axe for the WCAG 2.x A/AA rules once its data is on screen.
import assert from 'node:assert/strict';
import { axe, formatViolations, screenshot, test, untilSettled, useE2E } from './support/setup.mjs';

const e2e = useE2E();
const WIDTHS = [
  { name: '1280', viewport: { width: 1280, height: 800 } },
  { name: '820', viewport: { width: 820, height: 1180 } },
];

async function settle(page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.complete || image.loading === 'lazy'),
  );
}

async function check(page, name) {
  await settle(page);
  await screenshot(page, name);
  const { scrollWidth, clientWidth, scrollHeight, footerBottom } = await page.evaluate(() => {
    const footer = document.querySelector('footer');
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
      scrollHeight: document.documentElement.scrollHeight,
      footerBottom: footer ? footer.getBoundingClientRect().bottom + window.scrollY : null,
    };
  });
  // Nothing may widen the page (a tablet owner would scroll the whole console sideways), nor
  // hang below the console's footer (stray blank space to scroll through).
  assert.ok(
    scrollWidth <= clientWidth,
    `${name}: the page is ${scrollWidth} px wide in a ${clientWidth} px window`,
  );
  if (footerBottom !== null) {
    assert.ok(
      scrollHeight <= Math.ceil(footerBottom) + 1,
      `${name}: the page is ${scrollHeight} px tall but its footer ends at ${footerBottom} px`,
    );
  }
  const violations = await axe(page);
  assert.deepEqual(violations, [], `${name}:\n${formatViolations(violations)}`);
}

/** The first row of a console table, or its first card in a narrower window. */
const firstRow = (page, name) =>
  page.locator(`table[aria-label="${name}"] tbody tr, ul[aria-label="${name}"] > li`).first();

/** The first article in the console table, as { title, href } of its edit link. */
async function firstArticle(page) {
  await page.goto(e2e.url('/manager/article'));
  const link = firstRow(page, 'Articles').getByRole('link').first();
  await link.waitFor();
  return { title: (await link.innerText()).trim(), href: await link.getAttribute('href') };
}

async function openEditor(page, href) {
  await page.goto(e2e.url(href));
  await page.getByRole('heading', { level: 1, name: 'Edit article' }).waitFor();
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await page.waitForFunction(
    (id) => (document.getElementById(id)?.value ?? '') !== '',
    await title.getAttribute('id'),
  );
}

/** Waits for the rendered Markdown (the renderer is its own lazy chunk). */
async function previewRendered(page) {
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.locator('p').first().waitFor();
  return preview;
}

test.describe('console screens', () => {
  for (const { name: width, viewport } of WIDTHS) {
    test(`draws every console screen at ${width} px`, async () => {
      const page = await e2e.newPage({ viewport });

      await page.goto(e2e.url('/manager'));
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      await check(page, `console-login-${width}`);

      await e2e.signIn(page);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page
        .getByRole('list', { name: 'Totals' })
        .getByRole('listitem')
        .filter({ hasText: 'Visitors' })
        .filter({ hasText: /\d\s*$/ })
        .waitFor();
      await page.getByRole('group', { name: /trend chart/i }).waitFor();
      await check(page, `console-home-${width}`);

      if (width === '820') {
        await page.getByRole('button', { name: 'Open the menu' }).click();
        const nav = page.getByRole('navigation', { name: 'Console' });
        await nav.getByRole('link', { name: 'Article' }).waitFor();
        await untilSettled(page); // the drawer's slide-in done, for the picture
        await screenshot(page, `console-menu-${width}`);
        await nav.getByRole('link', { name: 'Article' }).click();
        await page.waitForURL((url) => url.pathname === '/manager/article');
        await nav.waitFor({ state: 'hidden' });
      }

      const article = await firstArticle(page);
      await check(page, `console-articles-${width}`);

      await openEditor(page, article.href);
      if (width === '820') {
        // Narrow screens write and preview in tabs.
        await check(page, `console-editor-${width}`);
        await page.getByRole('tab', { name: 'Preview' }).click();
        await previewRendered(page);
        await check(page, `console-editor-preview-${width}`);
      } else {
        const preview = await previewRendered(page);
        // Side by side, the writer keeps its half however wide the preview's content is.
        const writer = await page
          .getByRole('textbox', { name: 'Content', exact: true })
          .boundingBox();
        const shown = await preview.boundingBox();
        assert.ok(
          writer.width >= shown.width * 0.9,
          `the writer is ${writer.width} px wide beside a ${shown.width} px preview`,
        );
        await check(page, `console-editor-${width}`);
      }

      await page.goto(e2e.url('/manager/article/new'));
      await page.getByRole('heading', { level: 1, name: 'New article' }).waitFor();
      await page.getByRole('button', { name: 'Create article' }).click();
      await page.getByText('Summary is required.').waitFor();
      await check(page, `console-editor-new-invalid-${width}`);

      for (const screen of [
        { path: '/manager/category', title: 'Categories', shot: 'categories' },
        { path: '/manager/label', title: 'Labels', shot: 'labels' },
      ]) {
        await page.goto(e2e.url(screen.path));
        await page.getByRole('heading', { level: 1, name: screen.title }).waitFor();
        await firstRow(page, screen.title).waitFor();
        await check(page, `console-${screen.shot}-${width}`);
      }

      await page.goto(e2e.url('/manager/category'));
      await page.getByRole('button', { name: 'Add category' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add a category' });
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await dialog.getByText('Enter a name.').waitFor();
      await check(page, `console-category-dialog-${width}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });

      await page.goto(e2e.url('/manager/file'));
      await page.getByRole('heading', { level: 1, name: 'Files' }).waitFor();
      await page.getByRole('list', { name: 'Files' }).getByRole('listitem').first().waitFor();
      await check(page, `console-files-${width}`);
      await page.getByRole('button', { name: 'List', exact: true }).click();
      // A table on a desktop; cards (with their "Type" and "Size" pairs) on a tablet.
      await page.locator('table[aria-label="Files"], ul[aria-label="Files"] dl').first().waitFor();
      await check(page, `console-files-list-${width}`);
    });
  }

  test('draws the editor in the dark theme', async () => {
    const page = await e2e.newPage({ viewport: WIDTHS[0].viewport, colorScheme: 'dark' });
    await e2e.signIn(page);
    const article = await firstArticle(page);
    await openEditor(page, article.href);
    await previewRendered(page);
    assert.equal(await page.locator('html').getAttribute('data-color-mode'), 'dark');
    await check(page, 'console-editor-1280-dark');
  });
});
