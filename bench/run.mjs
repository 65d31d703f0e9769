// `npm run bench`: figures, not verdicts. Builds (or, with E2E_SKIP_BUILD=1, reuses) the
// production bundle, serves it gzip-compressed with the mock HTTP API like the browser tests do,
// and reports the size of what the home page needs, the largest lazy chunks, and page-load
// metrics in Chromium (median of several cold runs). Writes bench/results/latest.json.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { launchBrowser } from '../e2e/support/browser.mjs';
import { ensureBuild } from '../e2e/support/build.mjs';
import { entryAssets } from '../e2e/support/html.mjs';
import { startMockApi } from '../e2e/support/mock-api.mjs';
import { distDir, projectRoot } from '../e2e/support/paths.mjs';
import { testConfig } from '../e2e/support/site-config.mjs';
import { startStaticServer } from '../e2e/support/static-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const ROUTES = ['/', `/detail/${process.env.BENCH_DETAIL_ID || '1'}`];
const VIEWPORTS = [
  { label: '1280', width: 1280, height: 800 },
  { label: '360', width: 360, height: 740 },
];
/** After the network goes quiet, how long to let late paints and layout shifts arrive. */
const SETTLE_MS = 1000;
const LARGEST_LAZY_CHUNKS = 8;

// Collects paint and layout-shift entries from the very start of the page.
const OBSERVER_SCRIPT = `(() => {
  const m = (window.__benchMetrics = { fcp: null, lcp: null, cls: 0 });
  let session = 0, sessionStart = 0, last = 0;
  const observe = (type, onEntry) => {
    try { new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true }); } catch {}
  };
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') m.fcp = e.startTime; });
  observe('largest-contentful-paint', (e) => { m.lcp = e.renderTime || e.loadTime || e.startTime; });
  // CLS as Chromium defines it: the largest session window (gaps < 1 s, windows <= 5 s).
  observe('layout-shift', (e) => {
    if (e.hadRecentInput) return;
    if (session && e.startTime - last < 1000 && e.startTime - sessionStart < 5000) session += e.value;
    else { session = e.value; sessionStart = e.startTime; }
    last = e.startTime;
    m.cls = Math.max(m.cls, session);
  });
})();`;

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) => (value == null ? 'n/a' : `${Math.round(value)} ms`);

function median(values) {
  const known = values
    .filter((v) => typeof v === 'number' && Number.isFinite(v))
    .sort((a, b) => a - b);
  if (known.length === 0) return null;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 ? known[mid] : (known[mid - 1] + known[mid]) / 2;
}

function listFiles(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), relative) : [relative];
  });
}

function fileFigures(file) {
  const buffer = fs.readFileSync(path.join(distDir, file));
  return { file, raw: buffer.length, gzip: gzipSize(buffer) };
}

const sumFigures = (figures) =>
  figures.reduce((sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip }), {
    raw: 0,
    gzip: 0,
  });

/**
 * What index.html loads, what the home page fetched in all (entry plus its lazy chunks, as seen
 * by the browser), and the largest chunks loaded only later.
 */
function bundleSizes(homeFiles) {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const { scripts, styles } = entryAssets(html);
  const entry = [...scripts, ...styles]
    .map((tag) => tag.file)
    .filter((file) => file !== 'config.js' && fs.existsSync(path.join(distDir, file)));
  const home = [...new Set([...entry, ...homeFiles])].filter(
    (file) => /\.(js|css)$/.test(file) && file !== 'config.js',
  );
  const lazy = listFiles(distDir)
    .filter((file) => /\.(js|css)$/.test(file) && !entry.includes(file))
    .filter((file) => !['config.js', 'mockServiceWorker.js', 'mockUploadsWorker.js'].includes(file))
    .map(fileFigures)
    .sort((a, b) => b.raw - a.raw);
  const entryFigures = entry.map(fileFigures);
  const homeFigures = home.map(fileFigures).sort((a, b) => b.raw - a.raw);
  return {
    entry: entryFigures,
    entryTotal: sumFigures(entryFigures),
    home: homeFigures,
    homeTotal: sumFigures(homeFigures),
    largestLazy: lazy.slice(0, LARGEST_LAZY_CHUNKS),
    lazyCount: lazy.length,
  };
}

/** One cold load in a fresh context: paint metrics, CLS, DOMContentLoaded and bytes on the wire. */
async function measure(browser, url, viewport) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
  });
  try {
    await context.addInitScript(OBSERVER_SCRIPT);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    let transferred = 0;
    const fetched = [];
    cdp.on('Network.loadingFinished', (event) => {
      transferred += event.encodedDataLength;
    });
    cdp.on('Network.responseReceived', (event) => {
      const response = new URL(event.response.url);
      if (response.origin === new URL(url).origin)
        fetched.push(response.pathname.replace(/^\//, ''));
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const figures = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      return { ...window.__benchMetrics, dcl: nav ? nav.domContentLoadedEventEnd : null };
    });
    return { ...figures, transferred, fetched };
  } finally {
    await context.close();
  }
}

function printReport(report) {
  const lines = [];
  lines.push(`## Bundle (${path.relative(projectRoot, distDir) || distDir})`, '');
  const sizeTable = (title, figures, total) => {
    lines.push(`| ${title} | raw | gzip |`, '|---|---:|---:|');
    for (const f of figures) lines.push(`| ${f.file} | ${kib(f.raw)} | ${kib(f.gzip)} |`);
    if (total) lines.push(`| **total** | **${kib(total.raw)}** | **${kib(total.gzip)}** |`);
    lines.push('');
  };
  sizeTable('entry (what index.html loads)', report.bundle.entry, report.bundle.entryTotal);
  sizeTable('scripts and CSS the home page loads', report.bundle.home, report.bundle.homeTotal);
  lines.push(
    `| largest files loaded later (of ${report.bundle.lazyCount} lazy .js/.css) | raw | gzip |`,
    '|---|---:|---:|',
  );
  for (const f of report.bundle.largestLazy)
    lines.push(`| ${f.file} | ${kib(f.raw)} | ${kib(f.gzip)} |`);
  lines.push(
    '',
    `## Page loads (Chromium ${report.browserVersion}, median of ${RUNS} cold runs)`,
    '',
  );
  lines.push(
    '| route | width | FCP | LCP | CLS | DOMContentLoaded | transferred |',
    '|---|---:|---:|---:|---:|---:|---:|',
  );
  for (const r of report.pages) {
    const m = r.median;
    lines.push(
      `| ${r.route} | ${r.viewport} | ${ms(m.fcp)} | ${ms(m.lcp)} | ${m.cls == null ? 'n/a' : m.cls.toFixed(3)} | ${ms(m.dcl)} | ${m.transferred == null ? 'n/a' : kib(m.transferred)} |`,
    );
  }
  console.log(lines.join('\n'));
}

async function main() {
  if (!ensureBuild({ label: 'bench' })) process.exit(1);
  const mock = await startMockApi();
  const site = await startStaticServer({
    root: distDir,
    config: testConfig(mock.url),
    compress: true,
  });
  const browser = await launchBrowser();
  try {
    const report = {
      date: new Date().toISOString(),
      node: process.version,
      browserVersion: browser.version(),
      runs: RUNS,
      bundle: null,
      pages: [],
    };
    for (const route of ROUTES) {
      for (const viewport of VIEWPORTS) {
        const runs = [];
        for (let i = 0; i < RUNS; i += 1) {
          await mock.reset();
          runs.push(await measure(browser, new URL(route, site.url).href, viewport));
        }
        const keys = ['fcp', 'lcp', 'cls', 'dcl', 'transferred'];
        const med = Object.fromEntries(
          keys.map((key) => [key, median(runs.map((run) => run[key]))]),
        );
        report.pages.push({
          route,
          viewport: viewport.label,
          median: med,
          fetched: [...new Set(runs.flatMap((run) => run.fetched))].sort(),
          runs: runs.map((run) => ({ ...run, fetched: undefined })),
        });
        console.error(`[bench] ${route} @ ${viewport.label}px done`);
      }
    }
    report.bundle = bundleSizes(report.pages.find((p) => p.route === '/')?.fetched ?? []);
    printReport(report);
    const outDir = path.join(projectRoot, 'bench', 'results');
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nWrote ${path.relative(projectRoot, path.join(outDir, 'latest.json'))}`);
  } finally {
    await browser.close();
    await site.close();
    await mock.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
