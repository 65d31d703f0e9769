// Chromium through playwright-core: Debian's /usr/bin/chromium (or CHROME_PATH), never a
// downloaded browser. The flags keep a headless browser quiet on a closed network.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { projectRoot, screenshotsDir } from './paths.mjs';

export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The default bound of every wait and action (not a speed check). */
export const WAIT_TIMEOUT_MS = 60000;

export function chromePath() {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

export async function launchBrowser() {
  const executablePath = chromePath();
  if (!fs.existsSync(executablePath)) {
    throw new Error(
      `No Chromium at ${executablePath}. Install one (Debian: apt-get install -y chromium) or set CHROME_PATH to any Chrome/Chromium.`,
    );
  }
  return chromium.launch({ executablePath, args: CHROME_ARGS });
}

/**
 * A page in its own browser context (fresh storage) that records every uncaught page error and
 * every console error; the shared setup fails the test if any were recorded and not expected.
 * @param {import('playwright-core').Browser} browser
 * @param {{ viewport?: { width: number, height: number }, colorScheme?: 'light' | 'dark',
 *   reducedMotion?: 'reduce' | 'no-preference', allowConsoleErrors?: RegExp[],
 *   javaScriptEnabled?: boolean }} [options]
 */
export async function openPage(browser, options = {}) {
  const {
    viewport = { width: 1280, height: 800 },
    colorScheme = 'light',
    reducedMotion = 'no-preference',
    allowConsoleErrors = [],
    javaScriptEnabled = true,
  } = options;
  const context = await browser.newContext({
    viewport,
    colorScheme,
    reducedMotion,
    javaScriptEnabled,
  });
  // Waits are on conditions; this only bounds a wait that never ends. Generous: a busy two-core
  // machine (CI, five builds at once) can take many seconds where an idle one takes milliseconds.
  context.setDefaultTimeout(WAIT_TIMEOUT_MS);
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.stack || error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location()?.url ?? '';
    const text = `${message.text()}${where ? ` (${where})` : ''}`;
    if (!allowConsoleErrors.some((pattern) => pattern.test(text))) {
      problems.push(`console error: ${text}`);
    }
  });
  return { page, context, problems };
}

/**
 * Resolves once the page has come to rest: no finite animation or transition running (a drawer
 * sliding in; a spinner's endless one does not count), fonts loaded, and the scroll position
 * unchanged for `frames` frames in a row. A condition for a still picture, or for "it stays
 * there", instead of a pause.
 * @param {import('playwright-core').Page} page
 */
export async function untilSettled(page, { frames = 10 } = {}) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(
    (needed) => {
      const moving = document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      const state = (window.__untilSettled ??= { y: Number.NaN, still: 0 });
      state.still = !moving && window.scrollY === state.y ? state.still + 1 : 0;
      state.y = window.scrollY;
      if (state.still < needed) return false;
      delete window.__untilSettled;
      return true;
    },
    frames,
    { polling: 'raf' },
  );
}

/**
 * Saves a PNG of the page to e2e/screenshots/<name>.png (git-ignored) and returns its path. The
 * full page by default; `fullPage: false` keeps to the viewport, for a moment a test must not
 * disturb: Chromium captures a full page by resizing the viewport for an instant, which fires
 * media queries (a layout that switches at a breakpoint remounts its parts).
 */
export async function screenshot(page, name, { fullPage = true } = {}) {
  fs.mkdirSync(screenshotsDir, { recursive: true });
  const file = path.join(screenshotsDir, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

const AXE_SOURCE = path.join(projectRoot, 'node_modules', 'axe-core', 'axe.min.js');
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core on the page for the WCAG 2.x A and AA rules and returns the violations, each with
 * the rule id, impact, help text and the offending elements' selectors.
 * @param {import('playwright-core').Page} page
 * @param {{ include?: string, exclude?: string[] }} [options]
 */
export async function axe(page, options = {}) {
  const hasAxe = await page.evaluate(() => typeof window.axe !== 'undefined');
  // Evaluated through the debugging protocol rather than added as a <script>: a page served with
  // the strict policy (script-src 'self') would refuse an inline one.
  if (!hasAxe) await page.evaluate(fs.readFileSync(AXE_SOURCE, 'utf8'));
  return page.evaluate(
    async ({ tags, include, exclude }) => {
      const context =
        include || exclude?.length ? { include: include ?? 'html', exclude } : document;
      const result = await window.axe.run(context, { runOnly: { type: 'tag', values: tags } });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: node.target.join(' '),
          summary: node.failureSummary,
        })),
      }));
    },
    { tags: WCAG_A_AA, include: options.include, exclude: options.exclude },
  );
}

/** Readable text for an assertion message. */
export function formatViolations(violations) {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  - ${n.target}: ${n.summary}`).join('\n')}`,
    )
    .join('\n');
}
