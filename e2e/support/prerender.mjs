// The prerender for the browser tests: a copy of the production build, prerendered from the mock
// HTTP API for the address the static server gives it, exactly as `npm run prerender` does on a
// host (the build in dist/ stays un-prerendered for the other test files).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { distDir, projectRoot } from './paths.mjs';
import { configScript } from './site-config.mjs';

const SCRIPT = path.join(projectRoot, 'build', 'prerender', 'prerender.js');

/** Builds the prerender script (build/prerender/), unless E2E_SKIP_BUILD=1 and it exists. */
export function ensurePrerenderBuild() {
  if (process.env.E2E_SKIP_BUILD === '1' && fs.existsSync(SCRIPT)) return;
  const result = spawnSync('npx', ['webpack', '--env', 'prerender', '--mode', 'production'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The prerender build failed');
}

/** A fresh copy of the production build in a temporary folder; returns its path. */
export function copyBuild() {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'blog-prerender-')), 'dist');
  fs.cpSync(distDir, dir, { recursive: true });
  return dir;
}

/**
 * A prerender run on `dist` with `config` (written beside it as the prerender's config.js), as a
 * child process to watch or interrupt: { child, output (so far), exited (its code or signal) }.
 * `env`: extra environment for its process (the pixel comparison gives it a fixed clock, the
 * rebuild hook its token).
 */
export function startPrerender(dist, config, args = [], { env = {} } = {}) {
  const configFile = path.join(path.dirname(dist), 'prerender-config.js');
  fs.writeFileSync(configFile, configScript(config));
  const child = spawn(process.execPath, [SCRIPT, dist, '--config', configFile, ...args], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
  });
  const run = { child, output: '' };
  child.stdout.on('data', (chunk) => (run.output += chunk));
  child.stderr.on('data', (chunk) => (run.output += chunk));
  run.exited = new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolve(code ?? signal));
  });
  return run;
}

/**
 * Runs the prerender to its end. Asynchronous, so an API served from this process (the bench's
 * generated blog) keeps answering. Resolves to { status, output }.
 */
export async function prerender(dist, config, args = [], options = {}) {
  const run = startPrerender(dist, config, args, options);
  const status = await run.exited;
  return { status, output: run.output };
}

/** Waits until `condition()` holds (checked every 100 ms); the test's own timeout bounds it. */
export async function until(condition, what) {
  while (!condition()) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return what;
}

export function removeCopy(dist) {
  fs.rmSync(path.dirname(dist), { recursive: true, force: true });
}

/** Lines of a prerender's output that say what failed or was tried again. */
export function prerenderProblems(output) {
  return output
    .split('\n')
    .filter((line) =>
      /^\s*(failed |skipped |retrying |the list may be incomplete)|^(Prerender (failed|refused|gave up|interrupted)|Cannot read)/.test(
        line,
      ),
    );
}

/**
 * A message that says at once why a prerender failed: the pages that failed and the retries
 * before them (or, for a failure before any page, the end of its output).
 */
export function prerenderFailure(result) {
  const problems = prerenderProblems(result.output);
  const lines = problems.length > 0 ? problems : result.output.trim().split('\n').slice(-20);
  return `The prerender exited with status ${result.status}:\n${lines.join('\n')}`;
}
