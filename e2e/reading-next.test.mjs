// What comes after reading (issue 30): a long article remembers where the reader stopped and
// offers, quietly, to continue there on the next visit, without moving the page by itself; and an
// article opened in the app ends with what to read next.
import assert from 'node:assert/strict';
import { BOTH_WIDTHS, screenshot, test, useE2E } from './support/setup.mjs';
import { DESKTOP, PHONE, SLOW, openLongArticle, untilStill } from './support/journey-kit.mjs';

const e2e = useE2E();

/** The place kept for the article at `address`, once the page has kept one. */
function keptPlace(page, address) {
  const id = address.split('/').pop();
  return page.waitForFunction(
    (key) => JSON.parse(localStorage.getItem('readingPositions') ?? '{}')[key] ?? null,
    id,
    SLOW,
  );
}

test.describe('continue where you left off', () => {
  test(
    'a long article offers its place on the next visit, and goes there only when asked',
    BOTH_WIDTHS,
    async ({ viewport }) => {
      const page = await e2e.newPage({ viewport, reducedMotion: 'reduce' });
      const address = await openLongArticle(page, e2e);
      await page
        .locator('main .markdown-body h2')
        .nth(3)
        .waitFor({ state: 'attached', ...SLOW });
      // Read to the fourth section (scrollIntoView lays out its part of the long article first).
      await page
        .locator('main .markdown-body h2')
        .nth(3)
        .evaluate((heading) => {
          heading.scrollIntoView({ block: 'start', behavior: 'instant' });
          // Past it by 40 px (scrollIntoView leaves room for the sticky header).
          window.scrollBy({ top: heading.getBoundingClientRect().top + 40, behavior: 'instant' });
        });
      await untilStill(page, 3);
      const place = await (await keptPlace(page, address)).jsonValue();
      assert.ok(place.share > 0.05 && place.share < 0.95, `share ${place.share}`);
      const headingId = await page.locator('main .markdown-body h2').nth(3).getAttribute('id');
      assert.equal(place.heading, headingId);

      // The next visit starts at the top, with the offer; the page has not moved.
      await page.goto(e2e.url(address));
      const offer = page.getByRole('button', { name: /^Continue where you left off \(\d+%\)$/ });
      await offer.waitFor(SLOW);
      assert.equal(await page.evaluate(() => scrollY), 0, 'the page stays where it opened');
      await screenshot(page, `continue-reading-offer-${viewport.width}`, { fullPage: false });
      await offer.click();
      // Back at the place: its heading 40 px above the top of the screen (give or take a part of
      // the long article drawn since). The long article may still be drawing its later parts:
      // the heading is waited for (as the page waits for it), then the page's rest.
      await page.waitForFunction(
        (id) => {
          const top = document.getElementById(id)?.getBoundingClientRect().top;
          return top !== undefined && top < 0 && top > -200;
        },
        headingId,
        SLOW,
      );
      await untilStill(page, 3);
      const top = await page.evaluate(
        (id) => document.getElementById(id).getBoundingClientRect().top,
        headingId,
      );
      assert.ok(top < 0 && top > -200, `the heading is at ${top} px`);
      assert.equal(await offer.count(), 0, 'the offer has gone');
    },
  );

  test('is dismissed without moving the page, and not offered for a short article', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP, reducedMotion: 'reduce' });
    const address = await openLongArticle(page, e2e);
    await page
      .locator('main .markdown-body h2')
      .nth(2)
      .waitFor({ state: 'attached', ...SLOW });
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight / 2, behavior: 'instant' }),
    );
    await untilStill(page, 3);
    await keptPlace(page, address);
    await page.goto(e2e.url(address));
    await page.getByRole('button', { name: 'Not now' }).click();
    assert.equal(await page.getByRole('button', { name: /^Continue where/ }).count(), 0);
    assert.equal(await page.evaluate(() => scrollY), 0);
    // On a tall screen the demo's first article is under three screens: nothing is kept for it.
    const tall = await e2e.newPage({ viewport: { width: 1280, height: 2400 } });
    await tall.goto(e2e.url('/detail/1'));
    await tall.locator('main .markdown-body').waitFor(SLOW);
    const height = await tall.evaluate(() => document.querySelector('main article').offsetHeight);
    assert.ok(height < 3 * 2400, `article 1 is ${height} px tall`);
    await tall.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    await untilStill(tall, 3);
    await tall.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    const kept = await tall.evaluate(() =>
      JSON.parse(localStorage.getItem('readingPositions') ?? '{}'),
    );
    assert.equal(kept['1'], undefined);
  });
});

test.describe('read next', () => {
  test('an article opened in the app ends with related articles that open', async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await page.goto(e2e.url('/detail/1'));
    const section = page.getByRole('region', { name: 'Read next' });
    const links = section.getByRole('link');
    await links.first().waitFor(SLOW);
    const count = await links.count();
    assert.ok(count >= 1 && count <= 5, `${count} related`);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'read-next-360', { fullPage: false });
    const title = await links.first().innerText();
    await links.first().click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor(SLOW);
  });
});
