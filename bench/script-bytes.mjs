// Script bytes, from the built files and the build's webpack stats: what each public page loads
// on a first visit (and how much of it before its first paint), and what weighs most in the entry.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The first-load budget (issue 10's 170 KiB, ratcheted by issue 27): script before first render, gzip, per public page. */
export const FIRST_LOAD_BUDGET_GZIP = 140 * 1024;
const TOP_MODULES = 10;
/** An article's rendering code, budgeted on its own (ARTICLE_RENDERING_BUDGET_GZIP). */
const RENDERING_CHUNKS = ['markdown', 'code-highlight'];

export function byteFigures(buffer) {
  return {
    raw: buffer.length,
    gzip: zlib.gzipSync(buffer, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(buffer, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    }).length,
  };
}

export const sumFigures = (figures) =>
  figures.reduce(
    (sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip, brotli: sum.brotli + f.brotli }),
    { raw: 0, gzip: 0, brotli: 0 },
  );

export function readStats(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** file name -> the chunk it belongs to, e.g. main.1234abcd.js -> main. */
function chunkOfFile(stats) {
  const owner = new Map();
  for (const chunk of stats.chunks)
    for (const file of chunk.files) owner.set(file, chunk.names.join('+') || String(chunk.id));
  return (file) => owner.get(file) ?? 'classic script (public/)';
}

const scriptSources = (html) => [
  ...[...html.matchAll(/<script\b[^>]*?\ssrc="?\/?([^"\s>]+)"?[^>]*>/g)].map((m) => m[1]),
  ...[...html.matchAll(/<link\b[^>]*?rel="?preload"?[^>]*?as="?script"?[^>]*>/g)].map(
    (m) => /href="?\/?([^"\s>]+)"?/.exec(m[0])?.[1],
  ),
];

/**
 * The app scripts a prerendered page's boot script starts (src/boot.ts), and whether it waits for
 * the first paint: only on the route the page was rendered for; served for another route (the
 * host's fallback) it starts the app at once.
 */
function deferredStart(html, route) {
  const json = /<script type="application\/json" id="deferred-start">([\s\S]*?)<\/script>/.exec(
    html,
  );
  if (!json) return { files: [], afterPaint: false };
  const { location, boot, scripts = [], preload = [] } = JSON.parse(json[1]);
  // Served for another route, the boot script starts the app without the rendered route's chunks.
  const afterPaint = location === route;
  // The boot script itself, which the page's head script asks for once the page has loaded.
  const files = [...(boot ? [boot] : []), ...scripts, ...(afterPaint ? preload : [])]
    .map((src) => src.replace(/^\//, ''))
    .filter((f) => f.endsWith('.js'));
  return { files, afterPaint };
}

/**
 * Script a page loads on a first visit: what its HTML loads or preloads (the prerendered page's
 * own file, or the app shell for a route that is not prerendered), what a prerendered page's boot
 * script starts once the page has painted, and the route's lazy chunk group (the page's chunk and
 * the shared public chunk), which the app loads before it can render (or hydrate) that route.
 * `beforePaint` is the part the page waits on before its first paint: on a prerendered page none
 * (its one script is inline, and asks for the boot script once the page has loaded); on the app
 * shell all of it (the app renders the page).
 * @param {{ route: string, chunkGroup: string, htmlFile: string }} page
 */
export function scriptBeforeFirstRender(stats, dist, page) {
  const html = fs.readFileSync(page.htmlFile, 'utf8');
  const group = stats.namedChunkGroups[page.chunkGroup];
  if (!group) throw new Error(`No chunk group ${page.chunkGroup} in the build's stats`);
  const inHtml = scriptSources(html).filter((file) => file.endsWith('.js'));
  const started = deferredStart(html, page.route);
  const files = [
    ...new Set([
      ...inHtml,
      ...started.files,
      ...group.assets.map((asset) => asset.name).filter((name) => name.endsWith('.js')),
    ]),
  ];
  const chunkOf = chunkOfFile(stats);
  const chunks = files.map((file) => ({
    file,
    chunk: chunkOf(file),
    ...byteFigures(fs.readFileSync(path.join(dist, file))),
  }));
  const total = sumFigures(chunks);
  // The first load the budget is about: all of it but an article's rendering code.
  const firstLoad = sumFigures(chunks.filter((chunk) => !RENDERING_CHUNKS.includes(chunk.chunk)));
  const beforePaint = started.afterPaint
    ? sumFigures(chunks.filter((chunk) => inHtml.includes(chunk.file)))
    : firstLoad;
  return {
    route: page.route,
    chunks,
    total,
    firstLoad,
    beforePaint,
    budgetGzip: FIRST_LOAD_BUDGET_GZIP,
    withinBudget: firstLoad.gzip <= FIRST_LOAD_BUDGET_GZIP,
  };
}

const packageOf = (name) =>
  /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name)?.[1] ?? 'the app (src/)';

/**
 * The modules of the entry chunks (concatenated modules counted one by one), heaviest first,
 * with their size as webpack reports it (source size before minification), and the same by
 * package.
 */
export function entryModules(stats) {
  const entryChunkIds = new Set(
    stats.chunks.filter((chunk) => chunk.initial).map((chunk) => chunk.id),
  );
  const modules = stats.modules
    .filter((module) => module.chunks.some((id) => entryChunkIds.has(id)))
    .flatMap((module) => module.modules ?? [module])
    .filter((module) => typeof module.size === 'number' && module.name);
  const total = modules.reduce((sum, module) => sum + module.size, 0);
  const byPackage = new Map();
  for (const module of modules) {
    const name = packageOf(module.name);
    byPackage.set(name, (byPackage.get(name) ?? 0) + module.size);
  }
  return {
    sizeNote: 'webpack module sizes: source before minification',
    total,
    modules: modules
      .sort((a, b) => b.size - a.size)
      .slice(0, TOP_MODULES)
      .map((module) => ({ name: module.name, size: module.size })),
    packages: [...byPackage]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP_MODULES)
      .map(([name, size]) => ({ name, size })),
  };
}

/**
 * The budget for an article's rendering code (parser, sanitizer, highlighter) on top of the first
 * load, gzip: issue 10 asked 45 KiB, issue 30 set 72.
 */
export const ARTICLE_RENDERING_BUDGET_GZIP = 72 * 1024;

/**
 * An article's rendering code (the Markdown chunk: parser and sanitizer; the highlighter chunk
 * when the article has code): what the prerendered article fetched on a first visit (its body and
 * coloured code are taken over as they arrived), what an article opened from another page
 * fetched (its body comes from its own prerendered page), and what the app loads when it renders
 * an article itself (one published since the deploy, whose page the host does not have).
 * @param {{ htmlFile: string, fetched: string[] }} article the prerendered page and the scripts
 *   Lighthouse saw it fetch
 * @param {{ renderingChunks: string[], pageFetched: boolean, pageTransferBytes: number }} opened
 *   what the next article fetched when the reader opened it (article-opened.mjs)
 */
export function articleRenderingCode(stats, dist, article, opened) {
  const groupFigures = (name) => {
    const files = (stats.namedChunkGroups[name]?.assets ?? [])
      .map((asset) => asset.name)
      .filter((file) => file.endsWith('.js'));
    return {
      files,
      fetched: files.some((file) => article.fetched.includes(file)),
      ...sumFigures(files.map((file) => byteFigures(fs.readFileSync(path.join(dist, file))))),
    };
  };
  const markdown = groupFigures('markdown');
  const highlighter = groupFigures('code-highlight');
  const hasCode = /<pre[\s>]/.test(fs.readFileSync(article.htmlFile, 'utf8'));
  const firstVisitGzip = [markdown, highlighter]
    .filter((chunk) => chunk.fetched)
    .reduce((sum, chunk) => sum + chunk.gzip, 0);
  const appRenderedGzip = markdown.gzip + (hasCode ? highlighter.gzip : 0);
  const openedGzip = opened.renderingChunks
    .map((file) => byteFigures(fs.readFileSync(path.join(dist, file))).gzip)
    .reduce((sum, gzip) => sum + gzip, 0);
  return {
    opened: { ...opened, renderingGzip: openedGzip },
    openedWithinBudget: openedGzip <= ARTICLE_RENDERING_BUDGET_GZIP,
    markdown,
    highlighter,
    articleHasCode: hasCode,
    budgetGzip: ARTICLE_RENDERING_BUDGET_GZIP,
    firstVisitGzip,
    withinBudget: firstVisitGzip <= ARTICLE_RENDERING_BUDGET_GZIP,
    appRenderedGzip,
    appRenderedWithinBudget: appRenderedGzip <= ARTICLE_RENDERING_BUDGET_GZIP,
    highlighterOnlyWithCode: !highlighter.fetched || hasCode,
  };
}
