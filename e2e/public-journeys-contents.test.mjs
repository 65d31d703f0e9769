// Reader journeys on the public side (issue 3, Tests), reading an article: its contents follow the
// reading position, in a long article too, and take the reader to the very section chosen.
import assert from 'node:assert/strict';
import { screenshot, test, untilSettled, useE2E } from './support/setup.mjs';
import { DESKTOP, PHONE, SLOW, openLongArticle, untilStill } from './support/journey-kit.mjs';

const e2e = useE2E();

test.describe('public journeys: contents', () => {
  test("the article's contents follow the reading position, even after a jump", async () => {
    // Reduced motion: back-to-top and contents links jump instead of gliding.
    const page = await e2e.newPage({ viewport: DESKTOP, reducedMotion: 'reduce' });
    await page.goto(e2e.url('/'));
    const first = page.locator('main article h2 a').first();
    await first.waitFor({ state: 'visible', ...SLOW });
    await first.click();
    await page.locator('main .markdown-body').waitFor({ state: 'visible', ...SLOW });
    const contents = page.getByRole('navigation', { name: 'On this page' });
    const links = contents.getByRole('link');
    await links.nth(1).waitFor({ state: 'visible', ...SLOW });
    const names = (await links.allInnerTexts()).map((text) => text.trim());
    const current = contents.locator('a[aria-current="location"]');
    const currentIs = (name) =>
      page.waitForFunction(
        (expected) =>
          document.querySelector('nav a[aria-current="location"]')?.textContent?.trim() ===
          expected,
        name,
        SLOW,
      );
    await currentIs(names[0]);

    // The last section chosen from the contents becomes the current one.
    await links.last().click();
    await currentIs(names.at(-1));
    // Straight back to the top (as back-to-top does for reduced motion): the first one again.
    await page.getByRole('button', { name: 'Back to top' }).click();
    await page.waitForFunction(() => window.scrollY === 0, undefined, SLOW);
    await currentIs(names[0]);

    // Read down the whole article a little at a time, then jump back up: the first one again.
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      while (window.scrollY + innerHeight < document.scrollingElement.scrollHeight - 1) {
        const before = window.scrollY;
        window.scrollBy({ top: 120, behavior: 'instant' });
        await frame();
        await frame();
        if (window.scrollY === before) break;
      }
    });
    await currentIs(names.at(-1));
    await page.getByRole('button', { name: 'Back to top' }).click();
    await page.waitForFunction(() => window.scrollY === 0, undefined, SLOW);
    await currentIs(names[0]);
    assert.equal(await current.count(), 1);
  });

  test("a long article's contents follow the reader through its parts", async () => {
    const page = await e2e.newPage({ viewport: DESKTOP, reducedMotion: 'reduce' });
    await openLongArticle(page, e2e);
    // Its blocks come in parts, each laid out only near the viewport.
    const parts = page.locator('main .markdown-body > .md-part');
    await parts.nth(2).waitFor({ state: 'attached', ...SLOW });
    const visibility = await parts.evaluateAll((all) => [
      all.length,
      [...new Set(all.map((part) => getComputedStyle(part).contentVisibility))],
    ]);
    assert.ok(visibility[0] > 5, `${visibility[0]} parts`);
    assert.deepEqual([...visibility[1]], ['auto']);

    const contents = page.getByRole('navigation', { name: 'On this page' });
    const links = contents.getByRole('link');
    await links.nth(20).waitFor({ state: 'attached', ...SLOW });
    const count = await links.count();
    /** The current entry's heading is above the band near the top, and the next one's is not. */
    const currentFollowsPosition = () =>
      page.waitForFunction(
        () => {
          const line = innerHeight * 0.3;
          const anchors = [...document.querySelectorAll('[data-toc-scroll] nav a[href^="#"]')];
          const at = anchors.findIndex((anchor) => anchor.getAttribute('aria-current'));
          const top = (anchor) =>
            document
              .getElementById(decodeURIComponent(anchor.hash.slice(1)))
              .getBoundingClientRect().top;
          return (
            at >= 0 &&
            (at === 0 || top(anchors[at]) < line) &&
            (at === anchors.length - 1 || top(anchors[at + 1]) >= line)
          );
        },
        undefined,
        SLOW,
      );
    const currentIs = (name) =>
      page.waitForFunction(
        (wanted) =>
          document.querySelector('nav a[aria-current="location"]')?.textContent?.trim() === wanted,
        name,
        SLOW,
      );

    // A section two thirds down, in a part that was not laid out: on screen and current.
    const chosen = links.nth(Math.floor(count * 0.66));
    const name = (await chosen.innerText()).trim();
    await chosen.click();
    await currentIs(name);
    const top = await page.evaluate(
      (hash) =>
        document.getElementById(decodeURIComponent(hash.slice(1))).getBoundingClientRect().top,
      await chosen.evaluate((anchor) => anchor.hash),
    );
    assert.ok(top >= 0 && top < DESKTOP.height / 2, `the section's heading is at ${top} px`);
    await screenshot(page, 'long-article-contents', { fullPage: false });

    // Reading on with the wheel, then back up: the contents name the section under the band.
    for (const [steps, delta] of [
      [12, 300],
      [20, -250],
    ]) {
      await page.mouse.move(DESKTOP.width / 2, DESKTOP.height / 2);
      for (let step = 0; step < steps; step += 1) {
        await page.mouse.wheel(0, delta);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      }
      // Once the page has stopped moving (a wheel may glide).
      await untilStill(page, 5);
      await currentFollowsPosition();
    }
    assert.equal(await contents.locator('a[aria-current="location"]').count(), 1);
  });

  test("a long article's contents glide or jump to the very section chosen, however far", async () => {
    /** Where the section's heading came to rest, once the page is still. */
    const landing = async (page, hash) => {
      await untilStill(page, 10);
      const { top, margin, atBottom, height } = await page.evaluate((fragment) => {
        const heading = document.getElementById(decodeURIComponent(fragment.slice(1)));
        return {
          top: heading.getBoundingClientRect().top,
          margin: parseFloat(getComputedStyle(heading).scrollMarginTop) || 0,
          atBottom: scrollY + innerHeight >= document.scrollingElement.scrollHeight - 1,
          height: innerHeight,
        };
      }, hash);
      // At its scroll margin from the top; the last sections may sit lower, the page at its end.
      assert.ok(
        Math.abs(top - margin) <= 2 || (atBottom && top > margin && top < height / 2),
        `${hash}: the heading is at ${top} px, not at its scroll margin (${margin} px)`,
      );
      assert.equal(new URL(page.url()).hash, hash);
    };

    // Motion allowed: a glide through parts not yet laid out must not stop short of the section.
    const page = await e2e.newPage({ viewport: DESKTOP, reducedMotion: 'no-preference' });
    await openLongArticle(page, e2e);
    const links = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
    await links.nth(20).waitFor({ state: 'attached', ...SLOW });
    const count = await links.count();
    // Far down, next door, then far back up.
    for (const index of [count - 1, Math.floor(count * 0.5), Math.floor(count * 0.5) + 1, 1]) {
      const chosen = links.nth(index);
      const hash = await chosen.evaluate((anchor) => anchor.hash);
      // As a reader does: the entry in sight, the page still, then the press.
      await chosen.scrollIntoViewIfNeeded();
      await untilStill(page, 10);
      await chosen.click();
      await landing(page, hash);
    }

    // On a phone, from the contents drawer (issue 25: "7.3 Example" stopped at "5.4 Notes", the
    // heading 5,715 px below the screen): the section the new reader chose, then the very end.
    // Once as Chromium is, once without scroll anchoring (as in Safari before 18, or in a frame
    // where something suppresses it), which alone made up for parts laid out after the jump.
    for (const anchoring of [true, false]) {
      const phone = await e2e.newPage({ viewport: PHONE, reducedMotion: 'no-preference' });
      await openLongArticle(phone, e2e);
      if (!anchoring) {
        await phone.evaluate(() => (document.documentElement.style.overflowAnchor = 'none'));
      }
      for (const name of ['7.3 Example', 'Further reading']) {
        await phone.getByRole('button', { name: 'Contents' }).click();
        const drawer = phone.getByRole('dialog');
        const entry = drawer
          .getByRole('navigation', { name: 'On this page' })
          .getByRole('link', { name, exact: true });
        await entry.waitFor({ state: 'visible', ...SLOW });
        const hash = await entry.evaluate((anchor) => anchor.hash);
        await entry.click();
        await drawer.waitFor({ state: 'hidden', ...SLOW });
        await landing(phone, hash);
        if (anchoring && name === '7.3 Example') {
          await screenshot(phone, 'contents-landing-360', { fullPage: false });
        }
      }
    }
  });

  test('an entry pressed while the page moves is the one gone to (the contents stay under the pointer)', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP, reducedMotion: 'no-preference' });
    await openLongArticle(page, e2e);
    const contents = page.getByRole('navigation', { name: 'On this page' });
    const links = contents.getByRole('link');
    await links.nth(20).waitFor({ state: 'attached', ...SLOW });
    const last = links.nth((await links.count()) - 1);
    const hash = await last.evaluate((anchor) => anchor.hash);
    const current = () => contents.locator('a[aria-current="location"]').getAttribute('href');
    /** Scrolls the page (the sidebar's contents stuck in place) and waits for the new current entry. */
    const readOnTo = async (y) => {
      const before = await page.evaluate(() =>
        document.querySelector('nav a[aria-current="location"]')?.getAttribute('href'),
      );
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await page.waitForFunction(
        (was) => {
          const now = document.querySelector('nav a[aria-current="location"]');
          return now && now.getAttribute('href') !== was;
        },
        before,
        SLOW,
      );
      // The list's own effects (keeping the current entry in view) run by the next frames.
      await untilStill(page, 2);
    };
    // Reading a little way in; then the contents scrolled to their end, the last entry pressed.
    await readOnTo(3000);
    await last.evaluate((anchor) => anchor.scrollIntoView({ block: 'nearest' }));
    const box = await last.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // The page moves on before the button is released (a glide still going): another section is
    // being read. The entry pressed stays under the pointer, and the release goes there.
    await readOnTo(6000);
    assert.notEqual(await current(), `#${decodeURIComponent(hash.slice(1))}`);
    await page.mouse.up();
    await untilStill(page, 10);
    // The last section near the top of the screen (the article's "Read next" list below it lets
    // the page scroll that far).
    const top = await page.evaluate(
      (fragment) =>
        document.getElementById(decodeURIComponent(fragment.slice(1))).getBoundingClientRect().top,
      hash,
    );
    assert.ok(top >= 0 && top < DESKTOP.height / 2, `${hash} is at ${top} px`);
    assert.equal(new URL(page.url()).hash, hash);
  });

  test('a link to a section opens the article at that section', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP });
    const article = await openLongArticle(page, e2e);
    const links = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
    await links.nth(20).waitFor({ state: 'attached', ...SLOW });
    const chosen = links.nth(Math.floor((await links.count()) / 2));
    const [name, hash] = await chosen.evaluate((anchor) => [
      anchor.textContent.trim(),
      anchor.hash,
    ]);

    // As someone the link was shared with: a fresh page, straight at the section.
    const reader = await e2e.newPage({ viewport: DESKTOP });
    await reader.goto(e2e.url(article + hash));
    // Its heading at the top of the window, far down the article, and it stays there.
    const atSection = (id) => {
      const top = document.getElementById(id)?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < innerHeight / 3 && scrollY > 1000;
    };
    const id = decodeURIComponent(hash.slice(1));
    await reader.waitForFunction(atSection, id, SLOW);
    // Once everything it loads has arrived and the page is at rest, it is still there.
    await reader.waitForLoadState('load');
    await untilSettled(reader);
    assert.ok(await reader.evaluate(atSection, id), `${name} is no longer at the top`);
    await screenshot(reader, 'linked-section', { fullPage: false });
  });
});
