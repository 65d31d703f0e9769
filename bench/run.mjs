// `npm run bench`: figures, not verdicts. Builds (or, with E2E_SKIP_BUILD=1, reuses) the
// production bundle, prerenders a copy of it from the demo data (timed), serves that copy
// gzip-compressed with the mock HTTP API like the browser tests do, and reports the size of what
// the home page needs, the largest lazy chunks, page-load metrics in Chromium (median of several
// cold runs) and the prerender's speed on a generated blog of BENCH_ARTICLES articles.
// Writes bench/results/latest.json.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { launchBrowser } from '../e2e/support/browser.mjs';
import { ensureBuild } from '../e2e/support/build.mjs';
import { entryAssets } from '../e2e/support/html.mjs';
import { startMockApi } from '../e2e/support/mock-api.mjs';
import {
  copyBuild,
  ensurePrerenderBuild,
  prerender,
  removeCopy,
} from '../e2e/support/prerender.mjs';
import { distDir, projectRoot } from '../e2e/support/paths.mjs';
import { readPublicConfig, testConfig } from '../e2e/support/site-config.mjs';
import { startStaticServer } from '../e2e/support/static-server.mjs';
import { startGeneratedBlog } from './generated-blog.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const ROUTES = ['/', `/detail/${process.env.BENCH_DETAIL_ID || '1'}`];
const VIEWPORTS = [
  { label: '1280', width: 1280, height: 800 },
  { label: '360', width: 360, height: 740 },
];
/** After the network goes quiet, how long to let late paints and layout shifts arrive. */
const SETTLE_MS = 1000;
const LARGEST_LAZY_CHUNKS = 8;
const GENERATED_ARTICLES = Number(process.env.BENCH_ARTICLES || 1000);

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
  const { demo, generated } = report.prerender;
  lines.push(
    '',
    '## Prerender (wall time, including Node start-up)',
    '',
    '| blog | pages | time | pages per second |',
    '|---|---:|---:|---:|',
    `| demo (mock: true) | ${demo.pages} | ${demo.seconds.toFixed(1)} s | ${demo.pagesPerSecond.toFixed(1)} |`,
    `| generated, ${generated.articles} articles over HTTP | ${generated.pages} | ${generated.seconds.toFixed(1)} s | ${generated.pagesPerSecond.toFixed(1)} |`,
  );
  lines.push(
    '',
    `## Page loads of the prerendered pages (Chromium ${report.browserVersion}, median of ${RUNS} cold runs)`,
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

/** Runs the prerender on `dist` and returns its wall time and page count. */
async function timedPrerender(dist, config) {
  const started = performance.now();
  const result = await prerender(dist, config, ['--all']);
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`The prerender failed:\n${result.output}`);
  const pages = Number(/Prerendered: (\d+) written/.exec(result.output)?.[1] ?? 0);
  return { pages, seconds, pagesPerSecond: pages / seconds };
}

/** The demo as `npm run build` prerenders it (mock: true), and a generated blog over HTTP. */
async function prerenderFigures(served, mockUrl) {
  const demo = await timedPrerender(served, readPublicConfig());
  console.error(`[bench] prerendered the demo: ${demo.pages} pages`);
  const generated = await startGeneratedBlog(GENERATED_ARTICLES, mockUrl);
  const copy = copyBuild();
  try {
    const large = await timedPrerender(copy, {
      ...testConfig(generated.url),
      site: readPublicConfig().site,
    });
    console.error(`[bench] prerendered ${GENERATED_ARTICLES} generated articles`);
    return { demo, generated: { articles: GENERATED_ARTICLES, ...large } };
  } finally {
    removeCopy(copy);
    await generated.close();
  }
}

async function main() {
  if (!ensureBuild({ label: 'bench' })) process.exit(1);
  ensurePrerenderBuild();
  const mock = await startMockApi();
  const served = copyBuild();
  let prerendering;
  try {
    prerendering = await prerenderFigures(served, mock.url);
  } catch (error) {
    removeCopy(served);
    await mock.close();
    throw error;
  }
  const site = await startStaticServer({
    root: served,
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
      prerender: prerendering,
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
    removeCopy(served);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
