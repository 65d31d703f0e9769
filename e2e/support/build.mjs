// Builds the production bundle for the browser tests and the benchmark, unless asked to reuse one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { distDir, projectRoot } from './paths.mjs';

/** True when `file` exists and was written after the build's index.html. */
function writtenAfterBuild(file) {
  const index = path.join(distDir, 'index.html');
  return fs.existsSync(file) && fs.statSync(file).mtimeMs >= fs.statSync(index).mtimeMs;
}

/**
 * Runs `npx webpack --mode production` into distDir (dist/ or E2E_DIST), or reuses an existing
 * build when E2E_SKIP_BUILD=1. With `statsFile`, webpack also writes its stats there (kept out
 * of dist/), and a build is reused only with the stats written by that same build.
 * Returns false when the build failed.
 */
export function ensureBuild({ label = 'e2e', statsFile } = {}) {
  const hasBuild =
    fs.existsSync(path.join(distDir, 'index.html')) && (!statsFile || writtenAfterBuild(statsFile));
  if (process.env.E2E_SKIP_BUILD === '1' && hasBuild) {
    console.log(
      `[${label}] reusing the build in ${path.relative(projectRoot, distDir) || '.'} (E2E_SKIP_BUILD=1)`,
    );
    return true;
  }
  const args = ['webpack', '--mode', 'production'];
  if (process.env.E2E_DIST) args.push('--output-path', distDir);
  if (statsFile) {
    fs.mkdirSync(path.dirname(statsFile), { recursive: true });
    args.push('--json', statsFile);
  }
  console.log(`[${label}] npx ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync('npx', args, { cwd: projectRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(
      `[${label}] the production build failed (${result.error?.message ?? `exit ${result.status}`})`,
    );
    return false;
  }
  console.log(`[${label}] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
