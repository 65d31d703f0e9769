// `npm run e2e:visual:record`: captures every screen of the pixel comparison (e2e/support/visual.mjs)
// from the current build and writes them to e2e/visual-baseline/ as the new baseline, replacing
// the old pictures (all of them, or only those VISUAL_ONLY=<regular expression> names). Recording
// again is how an intended difference is accepted: commit the new pictures and name the change.
// `--out <dir>` writes elsewhere instead (e.g. to check that two captures are identical).
// Builds first unless E2E_SKIP_BUILD=1 (as `npm run e2e`).
import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { ensureBuild } from './support/build.mjs';
import { ensurePrerenderBuild } from './support/prerender.mjs';
import {
  baselineDir,
  captureAll,
  needsPrerender,
  startVisualServers,
  wantedFromEnv,
} from './support/visual.mjs';
import { allShotNames } from './support/visual-screens.mjs';

const outFlag = process.argv.indexOf('--out');
const outDir = outFlag >= 0 ? path.resolve(process.argv[outFlag + 1]) : baselineDir;
const wanted = wantedFromEnv();
const prerendered = needsPrerender(wanted);

/** The same pixels, compressed harder than Chromium does (smaller files in the repository). */
function compact(png) {
  const image = PNG.sync.read(png);
  return PNG.sync.write(image, { deflateLevel: 9, filterType: -1 });
}

if (!ensureBuild({ label: 'visual' })) process.exit(1);
if (prerendered) ensurePrerenderBuild();
fs.mkdirSync(outDir, { recursive: true });
// A full recording leaves no picture of a screen that no longer exists.
if (!process.env.VISUAL_ONLY) {
  for (const file of fs.readdirSync(outDir)) {
    if (file.endsWith('.png')) fs.rmSync(path.join(outDir, file));
  }
}

const started = Date.now();
const servers = await startVisualServers({ prerendered });
let count = 0;
let bytes = 0;
const problems = new Set();
try {
  await captureAll(servers, {
    wanted,
    onShot: (name, png, seen) => {
      const data = compact(png);
      fs.writeFileSync(path.join(outDir, `${name}.png`), data);
      count += 1;
      bytes += data.length;
      for (const problem of seen) problems.add(problem);
      const { width, height } = PNG.sync.read(data);
      console.log(`[visual] ${name}.png ${width}×${height} ${(data.length / 1024).toFixed(0)} KiB`);
    },
  });
} finally {
  await servers.close();
}
const expected = allShotNames().filter(wanted).length;
console.log(
  `[visual] ${count} of ${expected} pictures, ${(bytes / 1024 / 1024).toFixed(2)} MiB, in ${path.relative(process.cwd(), outDir) || '.'} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
);
for (const problem of problems) console.log(`[visual] the pages reported: ${problem}`);
process.exit(count === expected ? 0 : 1);
