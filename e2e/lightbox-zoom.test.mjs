// The article lightbox on a desktop and a phone (issue 41): it opens as large as the screen
// allows, zooms by keys, buttons, the wheel, Ctrl+wheel (a trackpad's pinch) and a double click,
// pans by a mouse drag, and hides the page behind it, at 360 and 1280 px in both themes, on the
// prerendered article served with the strict policy. Screenshots fitted and zoomed go to
// e2e/screenshots/. Opening, stepping, the focus and touch are lightbox.test.mjs's.
import assert from 'node:assert/strict';
import { screenshot } from './support/browser.mjs';
import { test, untilSettled, useE2E } from './support/setup.mjs';
import { usePrerenderedSite } from './support/prerendered-site.mjs';
import {
  IMAGES,
  PHONE,
  articleOpener,
  closeContext,
  counter,
  imageBox,
  lightboxImage,
  showingThrough,
  untilWidth,
} from './support/lightbox-kit.mjs';

const { openArticle } = articleOpener(useE2E(), usePrerenderedSite('lightbox-zoom'));
/** The screen, on which the lightbox showed an 800×500 image at 800×500. */
const WIDE = { width: 1280, height: 900 };

/** Opens the article's first image in the lightbox; resolves once it is drawn and still. */
async function openFirstImage(page) {
  const image = page.locator('main .markdown-body img').first();
  // Lazy, with no height reserved: brought to the screen and loaded before it can be clicked.
  await image.evaluate((shown) => {
    shown.scrollIntoView({ block: 'center', behavior: 'instant' });
    return shown.decode();
  });
  await image.click();
  await page.getByRole('dialog').waitFor();
  await lightboxImage(page).evaluate((shown) => shown.decode());
  await untilSettled(page);
}

/** The prerendered article with its first image open in the lightbox. */
async function openLightbox(viewport, colorScheme = 'light') {
  const opened = await openArticle('prerendered', viewport, colorScheme);
  await openFirstImage(opened.page);
  return opened;
}

test.describe('the lightbox fits the screen, zooms and pans (prerendered, strict policy)', () => {
  for (const colorScheme of ['light', 'dark']) {
    test(`opens as large as a 1280×900 screen allows, its ratio kept (${colorScheme})`, async () => {
      const opened = await openLightbox(WIDE, colorScheme);
      const { page } = opened;
      const box = await imageBox(page);
      const natural = await lightboxImage(page).evaluate((image) => ({
        width: image.naturalWidth,
        height: image.naturalHeight,
      }));
      const fitted = `${Math.round(box.width)}×${Math.round(box.height)}`;
      assert.ok(box.x >= 0 && box.y >= 0, `within the screen (${fitted} at ${box.x}, ${box.y})`);
      assert.ok(box.x + box.width <= WIDE.width && box.y + box.height <= WIDE.height, fitted);
      // The demo's images are 800×500 drawings: as large as fits beside the controls, not 800×500.
      assert.ok(
        box.width >= WIDE.width * 0.85 || box.height >= WIDE.height * 0.85,
        `as large as fits: ${fitted} on ${WIDE.width}×${WIDE.height}`,
      );
      assert.ok(
        Math.abs(box.width / box.height - natural.width / natural.height) < 0.01,
        `its ratio kept: ${fitted} for ${natural.width}×${natural.height}`,
      );
      await screenshot(page, `lightbox-fitted-1280-${colorScheme}`, { fullPage: false });
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await untilWidth(page, 'wider', box.width);
      await screenshot(page, `lightbox-zoomed-1280-${colorScheme}`, { fullPage: false });
      await closeContext(opened);
    });

    test(`hides the page behind it at 360 px, fitted and zoomed (${colorScheme})`, async () => {
      const opened = await openArticle('prerendered', PHONE, colorScheme);
      const { page } = opened;
      const contents = page.getByRole('button', { name: 'Contents' });
      await contents.waitFor();
      const button = await contents.boundingBox();
      await openFirstImage(page);
      const above = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('dialog') !== null,
        { x: button.x + button.width / 2, y: button.y + button.height / 2 },
      );
      assert.ok(above, 'the lightbox is over the Contents button');
      for (const state of ['fitted', 'zoomed']) {
        if (state === 'zoomed') {
          const { width } = await imageBox(page);
          await page.getByRole('button', { name: 'Zoom in' }).click();
          await untilWidth(page, 'wider', width);
        }
        const through = await showingThrough(page);
        assert.equal(
          through.count,
          0,
          `${state}: ${through.count} pixels of the page show through the backdrop ` +
            `(${through.backdrop}) in ${JSON.stringify(through.box)}`,
        );
        await screenshot(page, `lightbox-${state}-360-${colorScheme}`, { fullPage: false });
      }
      await closeContext(opened);
    });
  }

  /** Each way in, and its way back out: `at` is the middle of the fitted image. */
  const ZOOMS = {
    'the + and − keys': [(page) => page.keyboard.press('+'), (page) => page.keyboard.press('-')],
    'the Zoom in and Zoom out buttons': [
      (page) => page.getByRole('button', { name: 'Zoom in' }).click(),
      (page) => page.getByRole('button', { name: 'Zoom out' }).click(),
    ],
    // About the pointer, a notch at a time; back with the wheel the other way.
    'the wheel': [
      (page, at) => page.mouse.move(at.x, at.y).then(() => page.mouse.wheel(0, -300)),
      (page) => page.mouse.wheel(0, 3000),
    ],
    // A trackpad's pinch arrives as small Ctrl+wheel steps.
    'Ctrl+wheel (a trackpad pinch)': [-30, 3000].map((deltaY) => async (page, at) => {
      await page.mouse.move(at.x, at.y);
      await page.keyboard.down('Control');
      await page.mouse.wheel(0, deltaY);
      await page.keyboard.up('Control');
    }),
    'a double click': [1, 2].map(() => (page, at) => page.mouse.dblclick(at.x, at.y)),
  };

  for (const [how, [zoomIn, zoomOut]] of Object.entries(ZOOMS)) {
    test(`zooms in and back by ${how}, the page itself unzoomed`, async () => {
      const opened = await openLightbox(WIDE);
      const { page } = opened;
      const fitted = await imageBox(page);
      const at = { x: fitted.x + fitted.width / 2, y: fitted.y + fitted.height / 2 };
      const ratio = await page.evaluate(() => window.devicePixelRatio);
      await zoomIn(page, at);
      await untilWidth(page, 'wider', fitted.width * 1.2);
      await zoomOut(page, at);
      await untilWidth(page, 'as wide', fitted.width);
      assert.equal(await page.evaluate(() => window.devicePixelRatio), ratio, 'the page unzoomed');
      assert.equal(await counter(page), `1 / ${IMAGES}`, 'still the first image, still open');
      await closeContext(opened);
    });
  }

  test('fits again by the 0 key and the Fit to screen button, which a fitted image disables', async () => {
    const opened = await openLightbox(WIDE);
    const { page } = opened;
    const fitted = await imageBox(page);
    const fit = page.getByRole('button', { name: 'Fit to screen' });
    assert.equal(await fit.getAttribute('aria-disabled'), 'true', 'fitted: nothing to fit');
    for (const fitAgain of [() => page.keyboard.press('0'), () => fit.click()]) {
      await page.keyboard.press('+');
      await page.keyboard.press('+');
      await untilWidth(page, 'wider', fitted.width * 2);
      assert.equal(await fit.getAttribute('aria-disabled'), 'false');
      await fitAgain();
      await untilWidth(page, 'as wide', fitted.width);
    }
    await closeContext(opened);
  });

  test('a mouse drag pans the zoomed image, and neither closes it nor turns the page', async () => {
    const opened = await openLightbox(WIDE);
    const { page } = opened;
    const fitted = await imageBox(page);
    const centre = { x: fitted.x + fitted.width / 2, y: fitted.y + fitted.height / 2 };
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await untilWidth(page, 'wider', fitted.width * 1.5);
    await untilSettled(page);
    const before = await imageBox(page);
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x - 150, centre.y - 80, { steps: 5 });
    await page.mouse.up();
    await untilSettled(page);
    const after = await imageBox(page);
    assert.ok(
      after.x < before.x - 100 && after.y < before.y - 50,
      `panned: ${JSON.stringify({ before, after })}`,
    );
    assert.equal(after.width, before.width, 'the zoom kept');
    assert.equal(await counter(page), `1 / ${IMAGES}`, 'still open on the first image');
    await closeContext(opened);
  });
});
