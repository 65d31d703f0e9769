// Looks unchanged (issue 27): every screen of e2e/support/visual.mjs (public pages and console
// screens at 360 and 1280 px in both schemes, the prerendered home, article and archive with
// JavaScript off) captured from the current build and compared pixel by pixel with its picture in
// e2e/visual-baseline/. A screen whose height changed, or whose pixels differ beyond the ratio
// below, fails; its baseline, actual and diff pictures are written to
// e2e/screenshots/visual-diff/ to be looked at. An intended difference is accepted by recording
// again (`npm run e2e:visual:record`, see e2e/README.md) and naming it in the commit.
// VISUAL_ONLY=<regular expression> compares only the pictures it names.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { ensureBuild } from './support/build.mjs';
import { screenshotsDir } from './support/paths.mjs';
import { ensurePrerenderBuild } from './support/prerender.mjs';
import {
  baselineDir,
  captureGroup,
  listBaseline,
  needsPrerender,
  startVisualServers,
  wantedFromEnv,
} from './support/visual.mjs';
import { GROUPS, SCHEMES, WIDTHS, allShotNames, shotName } from './support/visual-screens.mjs';

// How far apart two colours may be and still count as the same pixel: pixelmatch's YIQ distance
// (0 to 1), at its own default. It ignores the smallest rounding of a colour (one step in one
// channel) and pixelmatch also leaves out pixels it finds anti-aliased; any real change of colour,
// of a border, of a glyph is far above it. The same build captures identically (0 pixels).
const PIXEL_THRESHOLD = 0.1;
// The share of a picture's pixels that may differ before the screen fails: 10 in a million, about
// 3 pixels of a 360 px phone screen, 75 of a 1280×6000 page. Any moved line (a 1 px shift of a
// 1280 px border is 1280 pixels), a changed word (a few hundred), a changed colour of a chip fails;
// only stray single pixels pass, since the comparison is between two builds that should draw the
// same CSS, not between two runs.
const MAX_DIFF_RATIO = 0.00001;
// A bound for the servers, the prerender and Chromium on a busy two-core machine (not a speed check).
const SETUP_TIMEOUT_MS = 600000;
const diffDir = path.join(screenshotsDir, 'visual-diff');

const wanted = wantedFromEnv();
const prerendered = needsPrerender(wanted);
let servers;

before(
  async () => {
    fs.rmSync(diffDir, { recursive: true, force: true });
    assert.ok(ensureBuild({ label: 'visual' }), 'the production build failed');
    if (prerendered) ensurePrerenderBuild();
    servers = await startVisualServers({ prerendered });
  },
  { timeout: SETUP_TIMEOUT_MS },
);

after(async () => {
  await servers?.close();
});

function writeDiff(name, pictures) {
  fs.mkdirSync(diffDir, { recursive: true });
  for (const [kind, png] of Object.entries(pictures)) {
    fs.writeFileSync(path.join(diffDir, `${name}-${kind}.png`), PNG.sync.write(png));
  }
}

/**
 * Compares a captured picture with its baseline; returns { differing } (pixels) when they match,
 * or why not (and writes the pictures to look at).
 */
function compare(name, capturedPng) {
  const file = path.join(baselineDir, `${name}.png`);
  const actual = PNG.sync.read(capturedPng);
  if (!fs.existsSync(file)) {
    writeDiff(name, { actual });
    return `${name}: no baseline picture (record it: npm run e2e:visual:record)`;
  }
  const baseline = PNG.sync.read(fs.readFileSync(file));
  if (baseline.width !== actual.width || baseline.height !== actual.height) {
    writeDiff(name, { baseline, actual });
    const taller = actual.height - baseline.height;
    return `${name}: the size changed from ${baseline.width}×${baseline.height} to ${actual.width}×${actual.height}${taller ? ` (${Math.abs(taller)} px ${taller > 0 ? 'taller' : 'shorter'})` : ''}`;
  }
  const { width, height } = actual;
  const diff = new PNG({ width, height });
  const differing = pixelmatch(baseline.data, actual.data, diff.data, width, height, {
    threshold: PIXEL_THRESHOLD,
  });
  const ratio = differing / (width * height);
  if (ratio <= MAX_DIFF_RATIO) return { differing };
  writeDiff(name, { baseline, actual, diff });
  return `${name}: ${differing} pixels differ (${(ratio * 100).toFixed(4)} % of ${width}×${height}, allowed ${(MAX_DIFF_RATIO * 100).toFixed(4)} %)`;
}

it('every screen has a baseline picture and every baseline picture a screen', () => {
  const expected = allShotNames().filter(wanted).sort();
  const recorded = listBaseline()
    .map((file) => file.replace(/\.png$/, ''))
    .filter(wanted)
    .sort();
  assert.deepEqual(recorded, expected, 'record the baseline again: npm run e2e:visual:record');
});

for (const group of GROUPS) {
  describe(`${group.name} screens`, () => {
    for (const width of WIDTHS) {
      for (const scheme of SCHEMES) {
        const screens = group.screens.filter((screen) => wanted(shotName(screen, width, scheme)));
        if (screens.length === 0) continue;
        it(`${width} px, ${scheme}: as in the baseline`, async (t) => {
          const failures = [];
          await captureGroup(servers, group, {
            width,
            scheme,
            screens,
            onShot: (name, png) => {
              const result = compare(name, png);
              if (typeof result === 'string') failures.push(result);
              else t.diagnostic(`${name}: ${result.differing} pixels differ`);
            },
          });
          assert.deepEqual(
            failures,
            [],
            `${failures.length} screen(s) differ from e2e/visual-baseline/ (baseline, actual and diff in ${path.relative(process.cwd(), diffDir)}):\n${failures.join('\n')}`,
          );
        });
      }
    }
  });
}
