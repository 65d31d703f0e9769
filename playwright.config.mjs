// The browser suite on Playwright Test (`npm run e2e`; e2e/README.md says how to run a part of it).
// The production bundle and the prerender script are built once, before any test (globalSetup);
// every file is safe beside any other (own ports, own data, own copies of the build), so files run
// in parallel on every core the machine gives.
import os from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROME_ARGS, WAIT_TIMEOUT_MS, chromePath } from './e2e/support/browser.mjs';

/** Workers: E2E_WORKERS, or one per core (2 on CI's machine, 8 on a developer's laptop). */
const workers = Number(process.env.E2E_WORKERS) || os.availableParallelism();

/**
 * A test tagged BOTH_WIDTHS (e2e/support/setup.mjs) runs in the phone and the desktop projects,
 * at each one's `viewport`; every other test runs once, in the chromium project.
 */
const BOTH_WIDTHS = /@both-widths/;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.test.mjs',
  globalSetup: './e2e/support/global-setup.mjs',
  workers,
  // A test that passes on a second try is a failing test.
  retries: 0,
  forbidOnly: true,
  // A bound for one test with its setup on a busy two-core machine, not a speed check: the
  // slowest journeys (a prerender and a dozen pages) take a few minutes there.
  timeout: 10 * 60 * 1000,
  expect: { timeout: WAIT_TIMEOUT_MS },
  // The pictures the visual comparison holds a screen to (one folder, named by screen).
  snapshotPathTemplate: '{testDir}/visual-baseline/{arg}{ext}',
  // Traces and screenshots of a failed test (CI prints this folder's path).
  outputDir: 'e2e/results',
  reporter: [
    ['list'],
    ['html', { outputFolder: 'e2e/report', open: 'never' }],
    ['./e2e/support/failure-paths.mjs'],
  ],
  projects: [
    { name: 'chromium', grepInvert: BOTH_WIDTHS },
    { name: 'phone', grep: BOTH_WIDTHS, use: { viewport: { width: 360, height: 740 } } },
    { name: 'desktop', grep: BOTH_WIDTHS, use: { viewport: { width: 1280, height: 800 } } },
  ],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromePath(), args: CHROME_ARGS },
    actionTimeout: WAIT_TIMEOUT_MS,
    navigationTimeout: WAIT_TIMEOUT_MS,
    // A failed test keeps its trace (every action with the page's DOM before and after it) and a
    // screenshot of the moment it failed. The trace's film strip is off: it encodes a picture of
    // every frame of every test, passing or not, and was a fifth of the suite's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
