// Tag colours on a prerendered site (issue 41): the spec's colours are random per tag, chosen when
// the page is rendered and kept for the visit. A chip is painted once, in its colour: the page's
// first paint has it (no grey chip waiting for the app), the app taking the page over keeps it,
// and so do a page reached in the app, the way back, a reload and another prerendered page.
import assert from 'node:assert/strict';
import { openPage, screenshot, untilSettled } from './support/browser.mjs';
import { TAG_COLOR_SOURCE } from './support/journey-kit.mjs';
import { DESKTOP, PHONE, usePrerenderedSite } from './support/prerendered-site.mjs';
import { test } from './support/fixtures.mjs';

const harness = usePrerenderedSite('tag-colours');

/** The five TAG_COLORS (src/config/constants.ts) as the browser computes them. */
const FIVE = [...TAG_COLOR_SOURCE.matchAll(/bg: '#([0-9a-f]{6})'/g)].map(
  ([, hex]) => `rgb(${[0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`,
);

/**
 * Before every frame the page could paint, from its first: each tag chip's background, by tag id,
 * in `window.__frames` (one entry a frame that has chips).
 */
function watchChips() {
  window.__frames = [];
  const look = () => {
    const chips = document.querySelectorAll('#root a[href*="labelId="]');
    if (chips.length > 0) {
      const frame = {};
      for (const chip of chips) {
        const id = new URL(chip.href).searchParams.get('labelId');
        (frame[id] ??= new Set()).add(getComputedStyle(chip).backgroundColor);
      }
      window.__frames.push(Object.fromEntries(Object.entries(frame).map(([k, v]) => [k, [...v]])));
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/** Every colour each tag's chips were painted in, over the document's frames so far. */
const painted = (page) =>
  page.evaluate(() => {
    const all = {};
    for (const frame of window.__frames) {
      for (const [id, colours] of Object.entries(frame)) {
        all[id] = [...new Set([...(all[id] ?? []), ...colours])];
      }
    }
    return all;
  });

/** Each tag's one colour: fails on a tag painted in two, or in none of the five (a grey chip). */
function coloursOf(record, where) {
  const one = {};
  for (const [id, colours] of Object.entries(record)) {
    assert.equal(colours.length, 1, `${where}: tag ${id} painted in ${colours.join(' and ')}`);
    assert.ok(FIVE.includes(colours[0]), `${where}: tag ${id} painted in ${colours[0]}`);
    one[id] = colours[0];
  }
  return one;
}

/** Fails on a tag painted in another colour than the visit's first page gave it. */
function assertSame(shown, colours, where) {
  for (const [id, colour] of Object.entries(shown)) {
    assert.equal(colour, colours[id], `${where}: tag ${id} changed colour`);
  }
}

const takenOver = async (page) => {
  await page.waitForFunction(() => performance.getEntriesByName('app-hydrated').length > 0);
  await page.waitForLoadState('networkidle');
  await untilSettled(page);
};

test.describe('tag colours on a prerendered site', () => {
  test('a chip is painted once, in its colour, from the first paint through the take-over and the visit', async () => {
    assert.equal(FIVE.length, 5);
    const { page, context, problems } = await openPage(harness.browser, { viewport: DESKTOP });
    try {
      await page.addInitScript(watchChips);
      await page.goto(new URL('/', harness.site.url).href);
      // Taken over, refreshed in the background and come to rest: every frame from the first
      // painted each tag in one of the five colours, and in one only.
      await takenOver(page);
      const colours = coloursOf(await painted(page), 'home');
      assert.ok(Object.keys(colours).length >= 5, 'the home page shows its tags');

      // Through the app: an article, the archive, and back.
      const article = harness.enabled.slice(0, 3).find((candidate) => candidate.labels.length);
      await page.getByRole('link', { name: article.title }).first().click();
      await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
      for (const label of article.labels) {
        await page.locator(`main a[href$="labelId=${label.id}"]`).first().waitFor();
      }
      await page.getByRole('link', { name: 'Archive' }).first().click();
      await page.waitForURL('**/timeLine');
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
      await untilSettled(page);
      assertSame(coloursOf(await painted(page), 'in the app'), colours, 'in the app');

      // Whole pages of the visit: the same page again, and another prerendered one.
      for (const path of ['/', `/detail/${harness.enabled[5].id}`]) {
        await page.goto(new URL(path, harness.site.url).href);
        await takenOver(page);
        assertSame(coloursOf(await painted(page), path), colours, path);
      }
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  for (const viewport of [PHONE, DESKTOP]) {
    for (const colorScheme of ['light', 'dark']) {
      test(`the page as it arrives, without JavaScript, has its chips in colour (${viewport.width} px, ${colorScheme})`, async () => {
        const { page, context, problems } = await openPage(harness.browser, {
          viewport,
          colorScheme,
          javaScriptEnabled: false,
        });
        try {
          await page.goto(new URL('/', harness.site.url).href);
          const chips = page.locator('#root a[href*="labelId="]');
          const backgrounds = await chips.evaluateAll((all) =>
            all.map((chip) => getComputedStyle(chip).backgroundColor),
          );
          assert.ok(backgrounds.length >= 5, `${backgrounds.length} chips`);
          assert.deepEqual(
            backgrounds.filter((colour) => !FIVE.includes(colour)),
            [],
            'chips not in a tag colour',
          );
          await chips.last().scrollIntoViewIfNeeded();
          await screenshot(page, `tag-colours-prerendered-${viewport.width}-${colorScheme}`, {
            fullPage: false,
          });
          assert.deepEqual(problems, [], problems.join('\n'));
        } finally {
          await context.close();
        }
      });
    }
  }
});
