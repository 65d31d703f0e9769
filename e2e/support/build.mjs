// Builds the production bundle for the browser tests and the benchmark, unless asked to reuse one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { distDir, projectRoot } from './paths.mjs';

/**
 * Runs `npx webpack --mode production` into distDir (dist/ or E2E_DIST), or reuses an existing
 * build when E2E_SKIP_BUILD=1. Returns false when the build failed.
 */
export function ensureBuild({ label = 'e2e' } = {}) {
  const hasBuild = fs.existsSync(path.join(distDir, 'index.html'));
  if (process.env.E2E_SKIP_BUILD === '1' && hasBuild) {
    console.log(
      `[${label}] reusing the build in ${path.relative(projectRoot, distDir) || '.'} (E2E_SKIP_BUILD=1)`,
    );
    return true;
  }
  const args = ['webpack', '--mode', 'production'];
  if (process.env.E2E_DIST) args.push('--output-path', distDir);
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
