// The quick search at scale (issue 30): the generated blog of SEARCH_ARTICLES articles (1,000),
// each with a body of its own (4,000 characters of real technical English cut from the README
// files in node_modules, every eighth article Chinese from the zh-CN catalog: the generated blog's
// one repeated body would give an index of one article's words), prerendered; the size of the
// search index it writes (gzip) and of the articles' text files; then, on the bench's throttled
// phone profile (4x CPU), the time from a keystroke to the first result drawn, once the index has
// loaded (median and worst over the queries), and the first search's, which loads the index.
// `node bench/search-scale.mjs` runs it alone (after `npm run build`).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { launchBrowser } from '../e2e/support/browser.mjs';
import { startMockApi } from '../e2e/support/mock-api.mjs';
import { projectRoot } from '../e2e/support/paths.mjs';
import {
  copyBuild,
  ensurePrerenderBuild,
  prerender,
  removeCopy,
} from '../e2e/support/prerender.mjs';
import { readPublicConfig, testConfig } from '../e2e/support/site-config.mjs';
import { startStaticServer } from '../e2e/support/static-server.mjs';
import { PHONE_PROFILE } from './click-to-title.mjs';
import { startGeneratedBlog } from './generated-blog.mjs';

export const SEARCH_ARTICLES = Number(process.env.BENCH_SEARCH_ARTICLES || 1000);
const BODY_CHARS = 4000;
const VIEWPORT = { width: 412, height: 823 };
/** Typed into an empty field, each at once (a paste, or a fast typist's last key). */
const QUERIES = [
  'webpack',
  'configuration',
  'componnet',
  'react hooks',
  'typescr',
  'install',
  '设置',
  '文章',
];
export const SEARCH_TARGETS = { indexKiB: 300, firstResultMs: 100 };

/** Real, varied text: the README files of the installed packages, in a fixed order. */
function corpus() {
  const modules = path.join(projectRoot, 'node_modules');
  let english = '';
  for (const name of fs.readdirSync(modules).sort()) {
    const file = path.join(modules, name, 'README.md');
    if (!fs.existsSync(file)) continue;
    english += `${fs
      .readFileSync(file, 'utf8')
      .replace(/```[\s\S]*?```/g, ' ')
      .replace(/https?:\S+/g, ' ')
      .replace(/[#*`>[\]()|_<]/g, ' ')}\n`;
  }
  const catalog = JSON.parse(
    fs.readFileSync(path.join(projectRoot, 'src/i18n/catalogs/zh-CN.json'), 'utf8'),
  );
  const chinese = Object.values(catalog).join('。').replace(/[{}#]/g, '');
  return { english, chinese };
}

/** Article `index`'s own body: a window of the corpus, with two headings. */
function body({ english, chinese }, index) {
  const text = index % 8 === 7 ? chinese : english;
  const length = index % 8 === 7 ? BODY_CHARS / 3 : BODY_CHARS;
  const start = (index * 7919 * 13) % (text.length - length);
  const part = text.slice(start, start + length);
  const third = Math.floor(part.length / 3);
  return `## ${part.slice(0, 30).trim()}\n\n${part.slice(0, third)}\n\n## ${part.slice(third, third + 30).trim()}\n\n${part.slice(third)}`;
}

const gzipKiB = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length / 1024;

function textFilesKiB(dir) {
  const folder = path.join(dir, 'search', 'text');
  let raw = 0;
  let gzip = 0;
  for (const name of fs.readdirSync(folder).filter((file) => file.endsWith('.json'))) {
    const buffer = fs.readFileSync(path.join(folder, name));
    raw += buffer.length / 1024;
    gzip += gzipKiB(buffer);
  }
  return { raw, gzip };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Watches the quick search: from the field's input event to the next frame after the results change. */
const WATCH = `(() => {
  window.__search = { inputAt: null, drawnAt: null };
  addEventListener('input', () => {
    window.__search = { inputAt: performance.now(), drawnAt: null };
  }, { capture: true });
  new MutationObserver(() => {
    const watch = window.__search;
    if (watch.inputAt === null || watch.drawnAt !== null) return;
    if (!document.querySelector('dialog[open] [role=option]')) return;
    watch.drawnAt = -1;
    requestAnimationFrame(() => { watch.drawnAt = performance.now(); });
  }).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

async function timeQuery(page, field, query) {
  await field.fill('');
  await page.locator('dialog[open] [role=status]').filter({ hasText: /word/ }).waitFor();
  await page.evaluate(() => (window.__search = { inputAt: null, drawnAt: null }));
  await field.focus();
  await page.keyboard.insertText(query);
  const handle = await page.waitForFunction(
    () => (window.__search.drawnAt > 0 ? window.__search.drawnAt - window.__search.inputAt : null),
    null,
    { timeout: 120000 },
  );
  return handle.jsonValue();
}

async function measureInBrowser(siteUrl) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: VIEWPORT });
    await context.addInitScript(WATCH);
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
    await page.goto(new URL('/', siteUrl).href);
    await page.waitForFunction(
      () => performance.getEntriesByName('app-hydrated').length > 0,
      null,
      {
        timeout: 120000,
      },
    );
    await page.keyboard.press('Control+K');
    const field = page.locator('dialog[open] [role=combobox]');
    await field.waitFor({ timeout: 120000 });
    // The first search fetches and reads the index (served locally: its transfer is not counted).
    const firstSearchMs = await timeQuery(page, field, QUERIES[0]);
    const times = [];
    for (const query of QUERIES) times.push(await timeQuery(page, field, query));
    const results = await page.locator('dialog[open] [role=option]').count();
    return { firstSearchMs, medianMs: median(times), worstMs: Math.max(...times), times, results };
  } finally {
    await browser.close();
  }
}

export async function searchScale(templateApi, log = console.log) {
  const text = corpus();
  const ids = Array.from({ length: SEARCH_ARTICLES }, (_, index) => SEARCH_ARTICLES - index);
  const contents = Object.fromEntries(ids.map((id) => [id, body(text, id)]));
  const blog = await startGeneratedBlog(SEARCH_ARTICLES, templateApi, { contents });
  const copy = copyBuild();
  let site;
  try {
    const config = {
      ...testConfig(blog.url),
      site: { ...readPublicConfig().site, url: 'https://blog.example' },
    };
    const result = await prerender(copy, config, ['--all']);
    if (result.status !== 0) throw new Error(`The prerender failed:\n${result.output}`);
    const index = fs.readFileSync(path.join(copy, 'search', 'index.json'));
    const texts = textFilesKiB(copy);
    site = await startStaticServer({ root: copy, config: testConfig(blog.url), compress: true });
    const browser = await measureInBrowser(site.url);
    const figures = {
      articles: SEARCH_ARTICLES,
      bodyChars: BODY_CHARS,
      index: { rawKiB: index.length / 1024, gzipKiB: gzipKiB(index) },
      texts,
      phone: {
        cpuSlowdown: PHONE_PROFILE.cpuSlowdown,
        viewport: `${VIEWPORT.width}×${VIEWPORT.height}`,
        queries: QUERIES,
        ...browser,
      },
    };
    log(
      `search over ${SEARCH_ARTICLES} articles: index ${figures.index.gzipKiB.toFixed(0)} KiB gzip; first result ${browser.medianMs.toFixed(0)} ms median, ${browser.worstMs.toFixed(0)} ms worst (4x CPU); first search ${browser.firstSearchMs.toFixed(0)} ms`,
    );
    return figures;
  } finally {
    await site?.close();
    await blog.close();
    removeCopy(copy);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensurePrerenderBuild();
  const mock = await startMockApi();
  try {
    console.log(JSON.stringify(await searchScale(mock.url), null, 2));
  } finally {
    await mock.close();
  }
}

/** The report's section (bench/report.mjs), as lines of Markdown. */
export function searchMarkdown(search) {
  const { index, texts, phone } = search;
  const within = (ok) => (ok ? 'met' : '**not met**');
  return [
    `## Search over ${search.articles} generated articles (${search.bodyChars} characters each, varied; ${phone.viewport}, ${phone.cpuSlowdown}x CPU)`,
    '',
    '| figure | value | target | verdict |',
    '| --- | --: | --- | --- |',
    `| the index (search/index.json), gzip / raw | ${index.gzipKiB.toFixed(0)} KiB / ${index.rawKiB.toFixed(0)} KiB | ≤ ${SEARCH_TARGETS.indexKiB} KiB gzip | ${within(index.gzipKiB <= SEARCH_TARGETS.indexKiB)} |`,
    `| the articles' texts for snippets (fetched per result shown), gzip in all | ${texts.gzip.toFixed(0)} KiB | | |`,
    `| keystroke to the first result drawn, median / worst of ${phone.queries.length} queries | ${Math.round(phone.medianMs)} ms / ${Math.round(phone.worstMs)} ms | ≤ ${SEARCH_TARGETS.firstResultMs} ms | ${within(phone.worstMs <= SEARCH_TARGETS.firstResultMs)} |`,
    `| the first search after opening the dialog | ${Math.round(phone.firstSearchMs)} ms | | |`,
  ];
}
