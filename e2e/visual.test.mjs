// Looks unchanged (issue 27): every screen of e2e/support/visual.mjs (public pages and console
// screens at 360 and 1280 px in both schemes, the prerendered home, article and archive with
// JavaScript off) opened from the current build and held to its picture in e2e/visual-baseline/
// by Playwright's toHaveScreenshot. A screen whose size changed, or whose pixels differ beyond the
// ratio below, fails; its expected, actual and diff pictures are attached to the test (in
// e2e/results/ and the HTML report) to be looked at. An intended difference is accepted by
// recording again (`npm run e2e:visual:record`, see e2e/README.md) and naming it in the commit.
// VISUAL_ONLY=<regular expression> compares only the pictures it names.
import assert from 'node:assert/strict';
import { expect } from '@playwright/test';
import {
  captureGroup,
  listBaseline,
  needsPrerender,
  startVisualServers,
  wantedFromEnv,
} from './support/visual.mjs';
import { GROUPS, SCHEMES, WIDTHS, allShotNames, shotName } from './support/visual-screens.mjs';
import { test } from './support/fixtures.mjs';

/**
 * How a picture is taken and compared. The threshold is how far apart two colours may be and
 * still count as the same pixel (the YIQ distance, 0 to 1, at pixelmatch's own default): it
 * ignores the smallest rounding of a colour, and anti-aliased pixels are left out; any real change
 * of colour, of a border, of a glyph is far above it. The ratio is the share of a picture's pixels
 * that may differ: 10 in a million, about 3 pixels of a 360 px phone screen, 75 of a 1280×6000
 * page. Any moved line (a 1 px shift of a 1280 px border is 1280 pixels), a changed word (a few
 * hundred), a changed colour of a chip fails; only stray single pixels pass. The page is grown to
 * its full height before (support/visual.mjs), so the viewport's picture is the whole page.
 */
const SHOT = {
  threshold: 0.1,
  maxDiffPixelRatio: 0.00001,
  animations: 'disabled',
  caret: 'hide',
  scale: 'css',
};

const wanted = wantedFromEnv();
let servers;

test.beforeAll(async () => {
  servers = await startVisualServers({ prerendered: needsPrerender(wanted) });
});

test.afterAll(async () => {
  await servers?.close();
});

test('every screen has a baseline picture and every baseline picture a screen', () => {
  const expected = allShotNames().filter(wanted).sort();
  const recorded = listBaseline()
    .map((file) => file.replace(/\.png$/, ''))
    .filter(wanted)
    .sort();
  assert.deepEqual(recorded, expected, 'record the baseline again: npm run e2e:visual:record');
});

for (const group of GROUPS) {
  test.describe(`${group.name} screens`, () => {
    for (const width of WIDTHS) {
      for (const scheme of SCHEMES) {
        const screens = group.screens.filter((screen) => wanted(shotName(screen, width, scheme)));
        if (screens.length === 0) continue;
        test(`${width} px, ${scheme}: as in the baseline`, async () => {
          await captureGroup(servers, group, {
            width,
            scheme,
            screens,
            // Soft: every screen of the group is compared, and each that differs is reported.
            onScreen: (name, page) => expect.soft(page).toHaveScreenshot(`${name}.png`, SHOT),
          });
        });
      }
    }
  });
}
