// The article lightbox (issue 30), on the demo's article with several images (55, "Flattening a
// workbench top by hand": its own photo and a gallery of three), prerendered and taken over, and
// rendered by the app itself, at 360 and 1280 px: by keyboard (Tab to an image, Enter, the arrows,
// Tab kept inside, Escape, the focus back and the page where it was) and by touch through CDP (a
// tap opens, a swipe turns, a double tap and a pinch zoom); its chunk fetched only once an image
// is approached. Screenshots of the open lightbox go to e2e/screenshots/. Fitting, the mouse,
// the wheel and the zoom controls are lightbox-zoom.test.mjs's.
import assert from 'node:assert/strict';
import { screenshot } from './support/browser.mjs';
import { test, untilSettled, useE2E } from './support/setup.mjs';
import { usePrerenderedSite } from './support/prerendered-site.mjs';
import {
  DESKTOP,
  IMAGES,
  PHONE,
  articleOpener,
  closeContext,
  counter,
  imageBox,
  lightboxImage,
  scaleOf,
} from './support/lightbox-kit.mjs';

const { openArticle, ways } = articleOpener(useE2E(), usePrerenderedSite('lightbox'));

for (const way of ways) {
  test.describe(`the lightbox, ${way}`, () => {
    for (const viewport of [PHONE, DESKTOP]) {
      test(`opens, steps, traps the focus and closes by keyboard, the page kept (${viewport.width} px)`, async () => {
        const opened = await openArticle(way, viewport);
        const { page, overlays } = opened;
        // Taken over, and scrolled about: nothing of the lightbox yet.
        await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
        assert.deepEqual(overlays, [], 'the chunk waits until an image is approached');

        // Tab to the first image (bounded: the header, the article's links come first).
        for (let presses = 0; presses < 120; presses += 1) {
          await page.keyboard.press('Tab');
          const onImage = await page.evaluate(() =>
            document.activeElement?.matches('main .markdown-body img'),
          );
          if (onImage) break;
        }
        const first = page.locator('main .markdown-body img').first();
        assert.ok(await first.evaluate((image) => image === document.activeElement));
        const scrollY = await page.evaluate(() => window.scrollY);
        // The focus reached an image: the chunk is on its way.
        await page.waitForFunction(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => /article-overlays\.[0-9a-f]+\.chunk\.js$/.test(entry.name)),
        );

        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        assert.equal(await dialog.getAttribute('aria-modal'), 'true');
        assert.ok(await dialog.evaluate((element) => element.matches(':modal')));
        const alt = await first.getAttribute('alt');
        assert.equal(await dialog.getAttribute('aria-label'), alt);
        assert.equal(await counter(page), `1 / ${IMAGES}`);
        await page.keyboard.press('ArrowRight');
        await page.waitForFunction((count) => {
          return document.querySelector('dialog[open] p')?.textContent === `2 / ${count}`;
        }, IMAGES);
        assert.equal(await dialog.getAttribute('aria-label'), 'The bench, step 1 of 3');
        await lightboxImage(page).evaluate((image) => image.decode());
        await untilSettled(page);
        await screenshot(page, `lightbox-${way.split(' ')[0]}-${viewport.width}`, {
          fullPage: false,
        });

        // Round its controls and back, never out of it.
        for (let presses = 0; presses < 6; presses += 1) {
          await page.keyboard.press(presses % 2 ? 'Shift+Tab' : 'Tab');
          await page.keyboard.press('Tab');
          assert.ok(
            await page.evaluate(() =>
              document.querySelector('dialog[open]').contains(document.activeElement),
            ),
            'the focus stays in the lightbox',
          );
        }
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        assert.ok(await first.evaluate((image) => image === document.activeElement), 'focus back');
        assert.equal(await page.evaluate(() => window.scrollY), scrollY, 'the page did not move');
        await closeContext(opened);
      });
    }

    test('opens on a tap, turns on a swipe, zooms on a double tap and a pinch (360 px)', async () => {
      const opened = await openArticle(way, PHONE);
      const { page, overlays } = opened;
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
      const touch = (type, points) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: points.map(([x, y], id) => ({ x, y, id })),
        });
      const tap = async (x, y) => {
        await touch('touchStart', [[x, y]]);
        await touch('touchEnd', []);
      };

      const second = page.locator('main .markdown-body img').nth(1);
      const centre = () =>
        second.evaluate((image) => image.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await centre();
      // The images above it load lazily, without a reserved height: once they have, the page
      // settles (scroll anchoring moves it) and the place to keep can be read.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('main .markdown-body img')]
          .slice(0, 2)
          .every((image) => image.complete),
      );
      await centre();
      await untilSettled(page);
      const scrollY = await page.evaluate(() => window.scrollY);
      assert.deepEqual(overlays, [], 'the chunk waits until an image is approached');
      const box = await second.boundingBox();
      await tap(box.x + box.width / 2, box.y + box.height / 2);
      await page.getByRole('dialog').waitFor();
      assert.ok(overlays.length > 0, 'fetched as the finger came down');
      assert.equal(await counter(page), `2 / ${IMAGES}`);

      // A swipe from right to left: the next image.
      const middle = PHONE.height / 2;
      await touch('touchStart', [[280, middle]]);
      for (const x of [230, 180, 130, 80]) await touch('touchMove', [[x, middle]]);
      await touch('touchEnd', []);
      await page.waitForFunction(
        (count) => document.querySelector('dialog[open] p')?.textContent === `3 / ${count}`,
        IMAGES,
      );

      // A double tap zooms in about the tap; another fits it again.
      await tap(180, middle);
      await tap(180, middle);
      await page.waitForFunction(() => {
        const image = document.querySelector('dialog[open] img');
        return new DOMMatrix(getComputedStyle(image).transform).a > 1.5;
      });
      await untilSettled(page);
      await screenshot(page, `lightbox-${way.split(' ')[0]}-360-zoomed`, { fullPage: false });
      await tap(180, middle);
      await tap(180, middle);
      await page.waitForFunction(() => {
        const image = document.querySelector('dialog[open] img');
        return new DOMMatrix(getComputedStyle(image).transform).a === 1;
      });

      // Two fingers spreading from 60 to 180 px apart: three times the size.
      await touch('touchStart', [
        [150, middle],
        [210, middle],
      ]);
      for (const spread of [40, 60, 90]) {
        await touch('touchMove', [
          [180 - spread, middle],
          [180 + spread, middle],
        ]);
      }
      await touch('touchEnd', []);
      await page.waitForFunction(() => {
        const image = document.querySelector('dialog[open] img');
        return new DOMMatrix(getComputedStyle(image).transform).a > 2;
      });
      assert.ok((await scaleOf(page)) > 2);
      // Zoomed, a stroke pans rather than turning: the image follows the finger to the left.
      await untilSettled(page);
      const before = await imageBox(page);
      await touch('touchStart', [[280, middle]]);
      for (const x of [230, 180, 130, 80]) await touch('touchMove', [[x, middle]]);
      await touch('touchEnd', []);
      assert.equal(await counter(page), `3 / ${IMAGES}`);
      assert.ok((await scaleOf(page)) > 2);
      await untilSettled(page);
      assert.ok((await imageBox(page)).x < before.x - 100, 'the zoomed image panned');

      // A press where the button is (the locator's click would first scroll it "into view").
      const close = await page.getByRole('button', { name: 'Close image' }).boundingBox();
      await page.mouse.click(close.x + close.width / 2, close.y + close.height / 2);
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => window.scrollY), scrollY, 'the page did not move');
      await closeContext(opened);
    });
  });
}
