// Lighthouse 12 with its default config (mobile, simulated throttling) on Debian's Chromium (or
// CHROME_PATH), never a downloaded browser: the bench launches the browser itself with a
// DevTools port and hands that port to Lighthouse's Node API.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROME_ARGS, chromePath } from '../e2e/support/browser.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  cls: 'cumulative-layout-shift',
  tbt: 'total-blocking-time',
};
/** The categories whose failing audits the report lists (performance has its metrics instead). */
const LISTED_CATEGORIES = ['accessibility', 'best-practices', 'seo'];
// What chrome-launcher adds for Lighthouse: no background work that would land in a trace.
const LIGHTHOUSE_ARGS = [
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-client-side-phishing-detection',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-hang-monitor',
  '--disable-domain-reliability',
  '--metrics-recording-only',
  '--mute-audio',
  '--no-default-browser-check',
  '--password-store=basic',
];
const START_TIMEOUT_MS = 30000;

async function waitForPortFile(file, child) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Chromium exited with ${child.exitCode}`);
    const first = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n')[0] : '';
    if (/^\d+$/.test(first)) return Number(first);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Chromium did not open its DevTools port within ${START_TIMEOUT_MS} ms`);
}

/** Starts headless Chromium with a DevTools port; resolves to { port, version, close }. */
export async function launchChromium() {
  const executable = chromePath();
  if (!fs.existsSync(executable))
    throw new Error(`No Chromium at ${executable}. Install one or set CHROME_PATH.`);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
  const child = spawn(
    executable,
    [
      ...CHROME_ARGS,
      ...LIGHTHOUSE_ARGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  try {
    const port = await waitForPortFile(path.join(profile, 'DevToolsActivePort'), child);
    const info = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
    return {
      port,
      version: String(info.Browser ?? '').replace(/^[^/]*\//, ''),
      async close() {
        process.off('exit', killOnExit);
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
        fs.rmSync(profile, { recursive: true, force: true });
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    fs.rmSync(profile, { recursive: true, force: true });
    throw error;
  }
}

/** A failing element or resource in a few words: its selector, link, or URL. */
function describeItem(item) {
  if (item.node) return item.node.selector ?? item.node.snippet ?? '';
  if (item.href) return `${item.href} "${item.text ?? ''}"`;
  return item.source?.url ?? item.url ?? item.description ?? '';
}

/** Audits that count in a listed category and did not pass, with what they say. */
function failingAudits(lhr) {
  return LISTED_CATEGORIES.flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => typeof audit.score === 'number' && audit.score < 1)
      .map((audit) => ({
        category,
        id: audit.id,
        title: audit.title,
        displayValue: audit.displayValue ?? '',
        explanation: audit.explanation ?? '',
        items: (audit.details?.items ?? [])
          .slice(0, 5)
          .map((item) => describeItem(item))
          .filter(Boolean),
      })),
  );
}

/** One Lighthouse run: category scores (0-100), the four metrics and the failing audits. */
export async function runLighthouse(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError)
    return { url, error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  );
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]),
  );
  // Same-origin scripts the page fetched, for the bytes table.
  const origin = new URL(url).origin;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin))
    .map((item) => new URL(item.url).pathname.replace(/^\//, ''));
  // What the simulated LCP stands on: the element, and when it painted in the unthrottled load.
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const lcpNode =
    lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    url,
    scores,
    metrics,
    observed: {
      fcp: observed.observedFirstContentfulPaint,
      lcp: observed.observedLargestContentfulPaint,
    },
    lcpElement: lcpNode ? (lcpNode.selector ?? lcpNode.snippet ?? '') : '',
    failing: failingAudits(lhr),
    scripts,
    lighthouseVersion: lhr.lighthouseVersion,
  };
}
