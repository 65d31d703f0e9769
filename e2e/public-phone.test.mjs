// The public side on a 360 x 740 phone (issue 3, "Responsive"): no page scrolls sideways, the
// sidebar sits below the content, and an article's contents open in a drawer.
import assert from 'node:assert/strict';
import { screenshot, test, useE2E } from './support/setup.mjs';
import {
  SLOW,
  articleWithCodeWellDown,
  assertNoSidewaysScroll,
  pageLinkRows,
  settle,
} from './support/phone-kit.mjs';

const e2e = useE2E();
const PHONE = { width: 360, height: 740 };

test.describe('on a phone', () => {
  test('no public page scrolls sideways, and the sidebar comes after the content', async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await page.goto(e2e.url('/'));
    await settle(page);
    await assertNoSidewaysScroll(page, 'home');

    const main = await page.locator('main').boundingBox();
    const aside = page.getByRole('complementary', { name: 'Sidebar' });
    const asideBox = await aside.boundingBox();
    if (asideBox) {
      assert.ok(
        asideBox.y >= main.y + main.height - 1,
        `the sidebar (top ${asideBox.y}) is below the content (bottom ${main.y + main.height})`,
      );
      assert.ok(asideBox.width <= PHONE.width, 'the sidebar fits the screen');
    }

    // The page links sit on one line (nine items at most: arrows, ends, ellipses, neighbours),
    // on the first page, a middle one, and a long search.
    for (const [path, name] of [
      ['/', 'the home page'],
      ['/?page=4', 'a middle page'],
      ['/list?keyword=e', 'a long search'],
    ]) {
      if (path !== '/') {
        await page.goto(e2e.url(path));
        await settle(page);
      }
      const rows = await pageLinkRows(page);
      assert.equal(rows, 1, `the page links of ${name} wrap onto ${rows} lines`);
    }
    await page.goto(e2e.url('/'));
    await settle(page);

    // The first article opens from the list; its page, the archive, a filtered list and the
    // 404 page fit the screen too.
    const firstArticle = page.locator('main article h2 a').first();
    await firstArticle.click();
    await page.waitForURL((url) => url.pathname.startsWith('/detail/'), SLOW);
    await page.locator('main .markdown-body').waitFor({ state: 'visible', ...SLOW });
    await settle(page);
    await assertNoSidewaysScroll(page, 'an article');

    for (const [path, name] of [
      ['/timeLine', 'the archive'],
      ['/list?keyword=the&categoryId=1', 'a filtered list'],
      ['/list?labelId=1', 'a tag list'],
      ['/nothing-here', 'the 404 page'],
    ]) {
      await page.goto(e2e.url(path));
      await settle(page);
      await assertNoSidewaysScroll(page, name);
    }
  });

  test('the long article fits the screen (tables and code scroll inside their own boxes)', async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    const id = await articleWithCodeWellDown(e2e.mockUrl);
    await page.goto(e2e.url(`/detail/${id}`));
    await page
      .locator('main .markdown-body table')
      .first()
      .waitFor({ state: 'attached', ...SLOW });
    await settle(page);
    await assertNoSidewaysScroll(page, 'the long article');
  });

  test("the back-to-top button never covers a control: it steps aside from a code block's Copy", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    const id = await articleWithCodeWellDown(e2e.mockUrl);
    await page.goto(e2e.url(`/detail/${id}`));
    const copies = page.locator('main .markdown-body button', { hasText: 'Copy' });
    await copies.first().waitFor({ state: 'attached', ...SLOW });
    const frames = (count) =>
      page.evaluate(async (needed) => {
        for (let index = 0; index < needed; index += 1) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
      }, count);
    // Its images in first (lazy ones arriving later would move the code under the test's feet).
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('main img')].every((img) => {
          img.loading = 'eager';
          return img.complete;
        }),
      undefined,
      SLOW,
    );
    // A Copy button with room to scroll it to the bottom of the window, past 600 px down.
    const found = await page.evaluate(() => {
      const end = document.scrollingElement.scrollHeight;
      window.__copy = [...document.querySelectorAll('main .markdown-body button.code-block__copy')]
        .reverse()
        .find((copy) => {
          const y = copy.getBoundingClientRect().top + scrollY;
          return y > 1400 && y < end - 500;
        });
      return Boolean(window.__copy);
    });
    assert.ok(found, 'a Copy button far enough down');
    /** The back-to-top button's box and whether it shows, and every Copy button it overlaps. */
    const measure = () =>
      page.evaluate(() => {
        const button = document.querySelector('[aria-label="Back to top"]');
        const box = button.getBoundingClientRect();
        const shown = getComputedStyle(button).visibility === 'visible';
        const overlapping = [...document.querySelectorAll('main .markdown-body button')]
          .map((copy) => copy.getBoundingClientRect())
          .filter((copy) => box.left < copy.right && copy.left < box.right)
          .filter((copy) => box.top < copy.bottom && copy.top < box.bottom)
          .map((copy) => `${copy.left},${copy.top} ${copy.width}x${copy.height}`);
        const copy = window.__copy;
        const centre = copy.getBoundingClientRect();
        const hit = document.elementFromPoint(
          centre.left + centre.width / 2,
          centre.top + centre.height / 2,
        );
        return {
          box: `${box.left},${box.top} ${box.width}x${box.height}`,
          shown,
          overlapping,
          copy: `${centre.left},${centre.top} ${centre.width}x${centre.height}`,
          copyTakesThePress: copy.contains(hit),
        };
      });
    /** Scrolls so the first Copy button's centre sits `fromBottom` px above the window's bottom. */
    const scrollCopyTo = async (fromBottom) => {
      // Again until it stays there: images arriving above it move it.
      await page.waitForFunction(
        (offset) => {
          const centre = window.__copy.getBoundingClientRect();
          const off = centre.top + centre.height / 2 - (innerHeight - offset);
          if (Math.abs(off) < 1) return true;
          window.scrollBy({ top: off, behavior: 'instant' });
          return false;
        },
        fromBottom,
        { polling: 'raf', ...SLOW },
      );
      // Hidden while it steps aside: by its label, not its role.
      await page.locator('[aria-label="Back to top"]').waitFor({ state: 'attached', ...SLOW });
      // Grown into place (it zooms in as it appears).
      await page.waitForFunction(
        () => {
          const button = document.querySelector('[aria-label="Back to top"]');
          return button.getBoundingClientRect().width === button.offsetWidth;
        },
        undefined,
        SLOW,
      );
      await frames(3);
    };

    // The Copy button right where back-to-top sits (16 px from the corner, 48 px across).
    await scrollCopyTo(40);
    const over = await measure();
    assert.ok(
      !over.shown || over.overlapping.length === 0,
      `back-to-top (${over.box}) covers Copy at ${over.overlapping.join('; ')}`,
    );
    assert.ok(over.copyTakesThePress, `a press on Copy reaches Copy: ${JSON.stringify(over)}`);
    await screenshot(page, 'back-to-top-beside-code-360', { fullPage: false });

    // Once the Copy button has scrolled on, back-to-top is there again.
    await scrollCopyTo(400);
    const clear = await measure();
    assert.equal(clear.shown, true, 'back-to-top shows where no control is under it');
    assert.deepEqual(clear.overlapping, []);
  });
});
