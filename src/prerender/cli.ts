/**
 * `npm run prerender [-- path/to/dist] [--all] [--config file] [--concurrency n]`: renders the
 * public pages of a built dist/ from the API its config.js names (or the built-in demo data with
 * `mock: true`), plus rss.xml, sitemap.xml and robots.txt. See README "Deploying".
 */
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { startMockHttpServer, type MockHttpServer } from '@mocks/mock-http-server';
import type { ArticleSummary } from '@/api/types';
import { toPrerenderedData } from '@/app/prerendered-data';
import { makeStore } from '@/app/store';
import { colourCodeWhileRendering } from '@/components/markdown/code-blocks';
import { provideDomWindow } from '@/components/markdown/dom-window';
import { preloadMarkdownView } from '@/components/markdown/lazy-markdown-view';
import { PRERENDER_REQUEST_TIMEOUT_MS } from '@/config/constants';
import { setConfig, type BlogConfig } from '@/config/runtime-config';
import { bootScript, chunkFileFinder } from './chunk-files';
import { compressTree } from './compress';
import { pageStylesheet, STYLES_FOLDER, STYLESHEET_NAME } from './emotion-styles';
import { siteFiles } from './feeds';
import { headTags } from './head-tags';
import { writeHostFiles } from './host-files';
import { apiStamp, isAppShell, pageDocument } from './html-document';
import { MANIFEST_FILE, manifestKey, readManifest, unchangedArticles } from './manifest';
import { readSiteConfig } from './read-config';
import { renderPage } from './render-page';
import { writeRouteShells } from './route-shells';
import { withRetries } from './retry';
import { loadAllArticles, mayPass } from './route-data';
import {
  articleFile,
  articleRoute,
  homeRoutes,
  notFoundRoute,
  timelineRoute,
  type PrerenderRoute,
} from './routes';
import { stageCopy, writeFile } from './staging';

/** The untouched app shell, kept beside the pages: the template of every later run. */
const SHELL_FILE = 'shell.html';
const DEFAULT_CONCURRENCY = 4;
/** Article ids that are safe as a folder name; others are served by the app shell as before. */
const SAFE_ID = /^[A-Za-z0-9_-]+$/;
/** Routes render on a neutral origin: only the path matters to the router. */
const ROUTER_ORIGIN = 'http://prerender.invalid';

interface Options {
  dist: string;
  all: boolean;
  config: string | null;
  concurrency: number;
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    dist: 'dist',
    all: false,
    config: null,
    concurrency: DEFAULT_CONCURRENCY,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--all') options.all = true;
    else if (arg === '--config') options.config = argv[++i] ?? null;
    else if (arg === '--concurrency') options.concurrency = Math.max(1, Number(argv[++i]) || 1);
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}`);
    else options.dist = arg;
  }
  return options;
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function readShell(dist: string): string {
  const saved = path.join(dist, SHELL_FILE);
  const shell = fs.existsSync(saved)
    ? fs.readFileSync(saved, 'utf8')
    : fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!isAppShell(shell)) {
    throw new Error(
      `${dist} holds prerendered pages but no ${SHELL_FILE}: rebuild it (npm run build).`,
    );
  }
  return shell;
}

async function startApi(config: BlogConfig): Promise<MockHttpServer | null> {
  if (!config.mock) return null;
  // The demo backend, over HTTP, so the pages are rendered through the same calls as a real API.
  const mock = await startMockHttpServer(0);
  config.apiBase = mock.url;
  return mock;
}

async function run(options: Options): Promise<number> {
  const started = performance.now();
  const dist = path.resolve(options.dist);
  const config = readSiteConfig(
    options.config ?? path.join(dist, 'config.js'),
    process.env.API_BASE ?? '',
  );
  const shell = readShell(dist);
  const mock = await startApi(config);
  try {
    // A batch job beside its own rendering on a busy machine: no reader is waiting for an answer.
    setConfig({
      ...config,
      requestTimeoutMs: Math.max(config.requestTimeoutMs, PRERENDER_REQUEST_TIMEOUT_MS),
    });
    provideDomWindow(
      // A demo may have no site.url (H2: its pages name no address).
      new JSDOM('', { url: `${config.site.url || ROUTER_ORIGIN}/` }).window as unknown as Window &
        typeof globalThis,
    );
    // Loaded before any page renders, so an article's contents are in its first render, and its
    // code arrives coloured (the browser then loads neither the renderer nor the highlighter).
    await Promise.all([preloadMarkdownView(), colourCodeWhileRendering()]);
    const site = config.site;
    const source = config.mock ? 'the built-in demo data' : config.apiBase;
    console.log(
      `Prerendering ${dist} from ${source} for ${config.mock ? 'a demo (noindex, no address)' : site.url}`,
    );

    // A call that may pass (not reached, too slow, 5xx/429 without an envelope) is asked again.
    const retry = { transient: mayPass, log: (line: string) => console.warn(line) };
    let articles: ArticleSummary[];
    try {
      articles = (
        await withRetries('the article list', () => loadAllArticles(makeStore()), retry)
      ).filter((article) => !article.disabled);
    } catch (error) {
      console.error(`Cannot read the articles from ${source}: ${(error as Error).message}`);
      return 1;
    }
    const unsafe = articles.filter((article) => !SAFE_ID.test(article.id));
    articles = articles.filter((article) => SAFE_ID.test(article.id));
    for (const article of unsafe) {
      console.warn(
        `  not prerendered: article id ${JSON.stringify(article.id)} is not a safe name`,
      );
    }

    // H2: pages rendered from another API are not kept (their stamp and data are that API's).
    const key = manifestKey(shell, { site, api: apiStamp(config) });
    const manifestFile = path.join(dist, MANIFEST_FILE);
    const current = Object.fromEntries(articles.map((a) => [a.id, a.updatedAt]));
    const kept = options.all
      ? new Set<string>()
      : unchangedArticles(readManifest(manifestFile), key, current, (id) =>
          fs.existsSync(path.join(dist, articleFile(id))),
        );

    const routes: PrerenderRoute[] = [
      ...homeRoutes(),
      timelineRoute(),
      notFoundRoute(),
      ...articles.filter((article) => !kept.has(article.id)).map((a) => articleRoute(a.id)),
    ];
    const staging = stageCopy(dist);
    try {
      const chunkFiles = chunkFileFinder(dist);
      const boot = bootScript(dist);
      const failures: string[] = [];
      let done = 0;
      await eachLimited(routes, options.concurrency, async (route) => {
        try {
          // Each try starts from an empty store, so a failed call is asked again.
          const { store, meta } = await withRetries(
            route.path,
            async () => {
              const fresh = makeStore();
              return { store: fresh, meta: await route.load(fresh, site) };
            },
            retry,
          );
          const page = await renderPage(`${ROUTER_ORIGIN}${route.path}`, store);
          const files = chunkFiles(route.chunks);
          const stylesheet = pageStylesheet(page.styles);
          writeFile(staging.dir, stylesheet.file, stylesheet.css);
          const html = pageDocument(shell, {
            // H2: a demo's pages ask not to be indexed and name no address; every page is stamped
            // with the API it is rendered from (html-document.ts).
            head: `${headTags(meta, site, config.mock)}${page.hints}`,
            api: apiStamp(config),
            styles: stylesheet.tags,
            stylesheets: files.stylesheets,
            scripts: files.scripts,
            boot,
            html: page.html,
            data: toPrerenderedData(route.path, store.getState()),
          });
          writeFile(staging.dir, route.file, html);
          done += 1;
          console.log(`  [${done}/${routes.length}] ${route.path}`);
        } catch (error) {
          failures.push(`${route.path}: ${(error as Error).message}`);
          console.error(`  failed ${route.path}: ${(error as Error).message}`);
        }
      });

      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const summary = `${done} written, ${kept.size} unchanged (skipped), ${failures.length} failed, ${seconds} s`;
      if (failures.length > 0) {
        staging.discard();
        console.error(`Prerender failed, ${dist} left as it was: ${summary}`);
        return 1;
      }
      writeFile(staging.dir, SHELL_FILE, shell);
      // H2: rss.xml, sitemap.xml, robots.txt; a demo's robots.txt keeps crawlers out, and it
      // has no feed or sitemap (null: removed).
      for (const [name, text] of Object.entries(siteFiles(site, articles, config.mock))) {
        if (text === null) fs.rmSync(path.join(staging.dir, name), { force: true });
        else writeFile(staging.dir, name, text);
      }
      // H2: the app shell, neutral head, at /list and the console routes (route-shells.ts).
      writeRouteShells(staging.dir, shell, site);
      writeFile(staging.dir, MANIFEST_FILE, JSON.stringify({ format: 1, key, articles: current }));
      removeStaleArticles(staging.dir, new Set(articles.map((a) => a.id)));
      removeUnusedStylesheets(staging.dir);
      // Netlify's host rules and the .gz/.br copies, in step with this run (host-files, compress).
      writeHostFiles(staging.dir, config);
      const copies = compressTree(staging.dir, 'fast');
      console.log(`  .gz/.br copies: ${copies.written} written, ${copies.removed} removed`);
      staging.commit();
      console.log(`Prerendered: ${summary}`);
      return 0;
    } catch (error) {
      staging.discard();
      throw error;
    }
  } finally {
    await mock?.close();
  }
}

/** Pages of articles that are gone or disabled now must not stay reachable. */
function removeStaleArticles(root: string, live: Set<string>): void {
  const folder = path.join(root, 'detail');
  if (!fs.existsSync(folder)) return;
  for (const id of fs.readdirSync(folder)) {
    if (!live.has(id)) fs.rmSync(path.join(folder, id), { recursive: true, force: true });
  }
}

/** Stylesheets no page links any more (pages re-rendered with other styles) go. */
function removeUnusedStylesheets(root: string): void {
  const folder = path.join(root, STYLES_FOLDER);
  if (!fs.existsSync(folder)) return;
  const linked = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith('.html')) {
        for (const match of fs
          .readFileSync(full, 'utf8')
          .matchAll(/href="\/styles\/(page\.[0-9a-f]{8}\.css)"/g)) {
          linked.add(match[1]);
        }
      }
    }
  };
  visit(root);
  for (const name of fs.readdirSync(folder)) {
    if (STYLESHEET_NAME.test(name) && !linked.has(name)) fs.rmSync(path.join(folder, name));
  }
}

run(parseArgs(process.argv.slice(2))).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Prerender failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
