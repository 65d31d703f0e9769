// `npm run bench`: figures, not verdicts. Builds (or, with E2E_SKIP_BUILD=1, reuses) the
// production bundle with its webpack stats, times the prerender, its CPU time and peak memory (the
// demo, a generated blog of BENCH_ARTICLES articles, 10,000 by default, cold and with one article
// changed, 1 MiB articles and a 20 MB one: bench/prerender-scale.mjs), prerenders a copy of the build from the mock HTTP API, serves it
// gzip-compressed on 127.0.0.1 next to a plain static copy of the home page, and runs
// Lighthouse (mobile, simulated throttling) BENCH_RUNS times on each page. Reports script bytes
// per page and what weighs most in the entry, scrolls the archive of a generated blog of
// BENCH_ARCHIVE_ENTRIES articles, records the long tasks after load on the public pages, measures a 1 MiB article, 300 route changes and typing in the editor on 200 KB, marks the issues' targets met or not met, and writes bench/report.json and bench/report.md (the table docs/performance.md quotes).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { ensureBuild } from '../e2e/support/build.mjs';
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
import { archiveScale } from './archive-scale.mjs';
import { editorTyping } from './editor-typing.mjs';
import { longArticle } from './long-article.mjs';
import { navigationHeap } from './navigation-heap.mjs';
import { articleOpened } from './article-opened.mjs';
import { publicTasks } from './public-tasks.mjs';
import { prerenderScale } from './prerender-scale.mjs';
import { searchScale } from './search-scale.mjs';
import { lighthouseFigures } from './lighthouse-rounds.mjs';
import { reportMarkdown } from './report.mjs';
import { markTargets } from './targets.mjs';
import {
  articleRenderingCode,
  byteFigures,
  entryModules,
  readStats,
  scriptBeforeFirstRender,
} from './script-bytes.mjs';
import { floorRoute, writeFloorPage, writeStaticHome } from './static-page.mjs';
import { clickToTitle } from './click-to-title.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 3);
const ARCHIVE_ENTRIES = Number(process.env.BENCH_ARCHIVE_ENTRIES || 10000);
const DETAIL_ID = process.env.BENCH_DETAIL_ID || '1';
const KEYWORD = process.env.BENCH_KEYWORD || 'the';
const LARGEST_LAZY_CHUNKS = 8;
const STATS_FILE = path.join(projectRoot, 'build', 'bench', 'stats.json');
const REPORT_JSON = path.join(projectRoot, 'bench', 'report.json');
const REPORT_MD = path.join(projectRoot, 'bench', 'report.md');
/** The figures before issue 27's changes, shown beside this run's (report.md's before/after). */
const BEFORE_JSON = path.join(projectRoot, 'bench', 'before-issue-27.json');

/** The prerendered pages measured against their one-file floor (issue 27). */
const FLOORED = ['home', 'article', 'archive'];

/** The measured pages; `html` is the file the server answers with, `chunkGroup` the route's. */
const PAGES = [
  { name: 'home', route: '/', html: 'index.html', chunkGroup: 'page-home' },
  {
    name: 'article',
    route: `/detail/${DETAIL_ID}`,
    html: `detail/${DETAIL_ID}/index.html`,
    chunkGroup: 'page-detail',
  },
  { name: 'archive', route: '/timeLine', html: 'timeLine/index.html', chunkGroup: 'page-timeline' },
  // Not prerendered: the host's fallback answers, and the app renders the list itself.
  {
    name: 'list',
    route: `/list?keyword=${encodeURIComponent(KEYWORD)}`,
    html: 'index.html',
    chunkGroup: 'page-list',
  },
];

const log = (message) => console.error(`[bench] ${message}`);

function listFiles(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), relative) : [relative];
  });
}

/** The largest script and style files no page loads at first. */
function lazyFiles(stats) {
  const initial = new Set(
    stats.chunks.filter((chunk) => chunk.initial).flatMap((chunk) => chunk.files),
  );
  const lazy = listFiles(distDir)
    .filter((file) => /\.(js|css)$/.test(file) && !initial.has(file))
    .filter((file) => !['config.js', 'mockServiceWorker.js', 'mockUploadsWorker.js'].includes(file))
    .filter((file) => !file.startsWith('styles/'))
    .map((file) => ({ file, ...byteFigures(fs.readFileSync(path.join(distDir, file))) }))
    .sort((a, b) => b.raw - a.raw);
  return { count: lazy.length, largest: lazy.slice(0, LARGEST_LAZY_CHUNKS) };
}

/** Runs the prerender on `dist` and returns its wall time, page count and peak memory. */
async function timedPrerender(dist, config) {
  const started = performance.now();
  const result = await prerender(dist, config, ['--all']);
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`The prerender failed:\n${result.output}`);
  const pages = Number(/Prerendered: (\d+) written/.exec(result.output)?.[1] ?? 0);
  const peakMemoryMB = Number(/peak memory (\d+) MB/.exec(result.output)?.[1] ?? 0);
  const cpuSeconds = Number(/([\d.]+) s of CPU/.exec(result.output)?.[1] ?? 0);
  return { pages, seconds, cpuSeconds, pagesPerSecond: pages / seconds, peakMemoryMB };
}

/**
 * The demo as `npm run build` prerenders it (mock: true), then the prerender's scale figures
 * (bench/prerender-scale.mjs): the generated blog cold and with one article changed, 1 MiB
 * articles, a 20 MB one.
 */
async function prerenderFigures(mockUrl) {
  const demoCopy = copyBuild();
  let demo;
  try {
    demo = await timedPrerender(demoCopy, readPublicConfig());
  } finally {
    removeCopy(demoCopy);
  }
  log(`prerendered the demo: ${demo.pages} pages in ${demo.seconds.toFixed(1)} s`);
  return { demo, ...(await prerenderScale(mockUrl, log)) };
}

async function writeFormatted(file, text) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}

async function main() {
  const started = performance.now();
  if (!ensureBuild({ label: 'bench', statsFile: STATS_FILE })) process.exit(1);
  ensurePrerenderBuild();
  const stats = readStats(STATS_FILE);
  const mock = await startMockApi();
  const served = copyBuild();
  let site;
  try {
    const prerendering = await prerenderFigures(mock.url);
    site = await startStaticServer({ root: served, config: testConfig(mock.url), compress: true });
    // Prerendered for the address it is served at, as a host does (canonical links included).
    const config = testConfig(mock.url);
    prerendering.served = await timedPrerender(served, {
      ...config,
      site: { ...config.site, url: site.url },
    });
    const staticRoute = writeStaticHome(served);
    const floors = FLOORED.map((name) => {
      const page = PAGES.find((p) => p.name === name);
      return {
        name: `floor-${name}`,
        route: writeFloorPage(served, { name, htmlFile: page.html }),
      };
    });
    const lighthouseRun = await lighthouseFigures(
      site.url,
      mock,
      [{ name: 'static', route: staticRoute }, ...floors, ...PAGES],
      { runs: RUNS, log },
    );
    const staticLcp = lighthouseRun.pages[0].median.lcp;
    const floorLcp = (name) =>
      lighthouseRun.pages.find((page) => page.route === floorRoute(name))?.median.lcp;
    const pages = lighthouseRun.pages.map((page) => {
      const app = PAGES.find((p) => p.name === page.name);
      const floor = app && FLOORED.includes(app.name) ? floorLcp(app.name) : null;
      return {
        ...page,
        lcpRatio: staticLcp && page.median.lcp != null ? page.median.lcp / staticLcp : null,
        floorRatio: floor && page.median.lcp != null ? page.median.lcp / floor : null,
        script: app
          ? scriptBeforeFirstRender(stats, served, {
              route: app.route,
              chunkGroup: app.chunkGroup,
              htmlFile: path.join(served, app.html),
            })
          : null,
      };
    });
    await mock.reset();
    const opened = await articleOpened(site.url, mock.url);
    log(
      `article opened from another page: ${opened.renderingChunks.length} rendering chunks, page ${opened.pageFetched ? 'fetched' : 'not fetched'}`,
    );
    await mock.reset();
    const click = await clickToTitle(site.url, log);
    log(
      `click to title: ${click.unthrottled.titleMs} ms, first screen ${click.unthrottled.firstScreenMs} ms (unthrottled); ${click.phone.titleMs} / ${click.phone.firstScreenMs} ms on the phone profile`,
    );
    const tasksAfterLoad = await publicTasks(
      site.url,
      PAGES.filter((page) => page.name !== 'list'),
    );
    log(
      `long tasks after load: ${tasksAfterLoad.pages.map((p) => `${p.name} ${p.longTasksAfterLoad}`).join(', ')}`,
    );
    const archive = await archiveScale({ count: ARCHIVE_ENTRIES, templateApi: mock.url });
    log(
      `archive of ${ARCHIVE_ENTRIES}: at most ${archive.scroll.maxEntries} entries in the DOM, longest task while scrolling ${Math.round(archive.longTasks.scrollLongestMs)} ms`,
    );
    const article = await longArticle({ templateApi: mock.url });
    log(
      `1 MiB article: first screen ${Math.round(article.appRendered.firstScreenMs)} ms (app) / ${Math.round(article.prerendered.firstScreenMs)} ms (prerendered)`,
    );
    await mock.reset();
    const navigations = await navigationHeap({ apiUrl: mock.url });
    log(`${navigations.navigations} navigations: heap ${navigations.growthMb.toFixed(1)} MB more`);
    await mock.reset();
    const typing = await editorTyping({ apiUrl: mock.url });
    log(
      `typing on 200 KB: median ${Math.round(typing.medianMs)} ms, worst ${Math.round(typing.worstMs)} ms`,
    );
    const search = await searchScale(mock.url, log);
    const cpus = os.cpus();
    const report = {
      date: new Date().toISOString(),
      machine: {
        cpus: cpus.length,
        cpuModel: cpus[0]?.model?.trim() ?? 'unknown',
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        platform: `${os.platform()} ${os.release()}`,
      },
      node: process.version,
      browserVersion: lighthouseRun.browserVersion,
      lighthouseVersion: lighthouseRun.lighthouseVersion,
      runs: RUNS,
      benchSeconds: null,
      lighthouse: pages,
      targets: markTargets(pages),
      entryModules: entryModules(stats),
      articleRendering: articleRenderingCode(
        stats,
        served,
        {
          htmlFile: path.join(served, PAGES[1].html),
          fetched: pages.find((page) => page.name === 'article').scriptsFetched,
        },
        opened,
      ),
      lazy: lazyFiles(stats),
      prerender: prerendering,
      publicTasks: tasksAfterLoad,
      clickToTitle: click,
      scale: { archive, longArticle: article, navigations, editorTyping: typing, search },
    };
    report.benchSeconds = (performance.now() - started) / 1000;
    const before = fs.existsSync(BEFORE_JSON)
      ? JSON.parse(fs.readFileSync(BEFORE_JSON, 'utf8'))
      : null;
    const markdown = reportMarkdown(report, before);
    await writeFormatted(REPORT_JSON, JSON.stringify(report));
    await writeFormatted(REPORT_MD, markdown);
    console.log(fs.readFileSync(REPORT_MD, 'utf8'));
    log(
      `wrote ${path.relative(projectRoot, REPORT_JSON)} and ${path.relative(projectRoot, REPORT_MD)}`,
    );
  } finally {
    await site?.close();
    await mock.close();
    removeCopy(served);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
