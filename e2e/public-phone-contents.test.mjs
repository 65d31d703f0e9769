// The article's contents on a 360 x 740 phone (issue 3, "Responsive"): a drawer that takes the
// reader to a section, modal while open (the focus stays in it, the page behind stays still) and
// closed by its backdrop.
import assert from 'node:assert/strict';
import { screenshot, test, untilSettled, useE2E } from './support/setup.mjs';
import { SLOW, articleWithCodeWellDown, assertNoSidewaysScroll } from './support/phone-kit.mjs';

const e2e = useE2E();
const PHONE = { width: 360, height: 740 };

test.describe("an article's contents on a phone", () => {
  test('an article has its contents in a drawer that takes the reader to a section', async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await page.goto(e2e.url('/'));
    const firstArticle = page.locator('main article h2 a').first();
    await firstArticle.waitFor({ state: 'visible', ...SLOW });
    await firstArticle.click();
    await page.locator('main .markdown-body').waitFor({ state: 'visible', ...SLOW });

    // On a phone the contents are not beside the text but behind a button.
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    assert.equal(await sidebar.getByRole('navigation', { name: 'On this page' }).count(), 0);
    const open = page.getByRole('button', { name: 'Contents' });
    await open.waitFor({ state: 'visible', ...SLOW });
    await open.click();

    const drawer = page.getByRole('dialog');
    await drawer.waitFor({ state: 'visible', ...SLOW });
    const contents = drawer.getByRole('navigation', { name: 'On this page' });
    const links = contents.getByRole('link');
    await links.first().waitFor({ state: 'visible', ...SLOW });
    assert.ok((await links.count()) >= 2, 'the drawer lists the sections');
    await screenshot(page, 'public-detail-toc-drawer-360');

    const target = links.nth(2);
    const sectionTitle = (await target.innerText()).trim();
    const href = await target.getAttribute('href');
    await target.click();
    await drawer.waitFor({ state: 'hidden', ...SLOW });

    // The chosen section's heading ends up at the top part of the screen.
    const id = decodeURIComponent(href.slice(1));
    const heading = page.locator(`main .markdown-body [id="${id.replace(/"/g, '\\"')}"]`);
    const headingText = (await heading.innerText()).trim();
    assert.ok(headingText.includes(sectionTitle), `"${headingText}" is "${sectionTitle}"`);
    await page.waitForFunction(
      (headingId) => {
        const element = document.getElementById(headingId);
        if (!element) return false;
        const { top } = element.getBoundingClientRect();
        return top >= -1 && top < window.innerHeight / 2;
      },
      id,
      SLOW,
    );
    await assertNoSidewaysScroll(page, 'the article after using the contents');

    // The drawer closes with Escape too, and gives the focus back to its button.
    await open.click();
    await drawer.waitFor({ state: 'visible', ...SLOW });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden', ...SLOW });
    await page.waitForFunction(
      () => document.activeElement?.textContent?.trim() === 'Contents',
      undefined,
      SLOW,
    );
  });

  test('the contents drawer is modal: the focus stays in it, the page behind stays still, and its backdrop closes it', async () => {
    const page = await e2e.newPage({ viewport: PHONE, reducedMotion: 'no-preference' });
    const id = await articleWithCodeWellDown(e2e.mockUrl);
    await page.goto(e2e.url(`/detail/${id}`));
    await page.locator('main .markdown-body').waitFor({ state: 'visible', ...SLOW });
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    const open = page.getByRole('button', { name: 'Contents' });
    await open.click(SLOW);
    const drawer = page.getByRole('dialog', { name: 'On this page' });
    await drawer
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link')
      .first()
      .waitFor(SLOW);
    await untilSettled(page);
    const where = () =>
      page.evaluate(() => ({
        y: window.scrollY,
        width: document.documentElement.clientWidth,
        focusInside: Boolean(
          document.querySelector('dialog[open]')?.contains(document.activeElement),
        ),
        focusOutside:
          document.activeElement !== document.body &&
          !document.querySelector('dialog[open]')?.contains(document.activeElement),
      }));
    const opened = await where();
    assert.ok(opened.focusInside, 'the focus is moved into the drawer');
    assert.equal(opened.y, 400, 'the page stays where it was');
    // Tab never reaches the page behind it.
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      assert.equal((await where()).focusOutside, false, `Tab ${step + 1} left the drawer`);
    }
    // The page behind does not scroll, and keeps its width (no jump as the lock comes and goes).
    await page.mouse.move(180, 60);
    await page.mouse.wheel(0, 600);
    await untilSettled(page);
    const scrolled = await where();
    assert.equal(scrolled.y, 400, 'the page behind the drawer does not scroll');
    assert.equal(scrolled.width, opened.width);
    // A press on the dimmed page closes it, and the focus goes back to the button.
    await page.mouse.click(180, 60);
    await drawer.waitFor({ state: 'hidden', ...SLOW });
    await page.waitForFunction(
      () => document.activeElement?.textContent?.trim() === 'Contents',
      undefined,
      SLOW,
    );
    const closed = await where();
    assert.equal(closed.y, 400);
    assert.equal(closed.width, opened.width);
  });
});
