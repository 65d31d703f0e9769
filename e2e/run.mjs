// `npm run e2e`: build the production bundle (E2E_SKIP_BUILD=1 reuses an existing one; E2E_DIST
// builds into / serves another folder), then run every e2e/**/*.test.mjs with Node's test runner,
// one file at a time (each file starts its own servers and browser), and exit with its status.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuild } from './support/build.mjs';
import { distDir, projectRoot } from './support/paths.mjs';

const e2eDir = path.join(projectRoot, 'e2e');

/** Test files under e2e/, listed here rather than left to the runner, so Node 20 and 22 agree. */
function testFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'screenshots' ? [] : testFiles(full);
      return entry.name.endsWith('.test.mjs') ? [full] : [];
    })
    .sort();
}

const started = Date.now();
if (!ensureBuild({ label: 'e2e' })) process.exit(1);

const files = testFiles(e2eDir).map((file) => path.relative(projectRoot, file));
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', ...files], {
  cwd: projectRoot,
  stdio: 'inherit',
  env: { ...process.env, E2E_DIST: distDir },
});
console.log(`[e2e] finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(result.status ?? 1);
