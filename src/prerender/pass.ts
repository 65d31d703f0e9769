/**
 * One prerender pass over the site (cli.ts runs it once, or on a schedule): reads the API, renders
 * what changed into a staged copy of dist/, and publishes the copy. Exit codes as cli.ts says.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Article, ArticleSummary } from '@/api/types';
import { toPrerenderedData } from '@/lib/page-format/carried-data';
import { makeStore } from '@/app/store';
import { PRERENDER_GIVE_UP_AFTER, PRERENDER_REQUEST_TIMEOUT_MS } from '@/config/constants';
import { setConfig, type BlogConfig } from '@/config/runtime-config';
import { bootScript, chunkFileFinder } from './chunk-files';
import { headTags } from './head-tags';
import { pageDocument } from './html-document';
import { apiStamp } from '@/lib/page-format/page-stamp';
import { relatedRanker } from '@/features/reading/detail/related';
import {
  MANIFEST_FILE,
  manifestKey,
  neighboursToRender,
  readManifest,
  sidebarFingerprint,
  type ArticleRecord,
  pagesToKeep,
} from './manifest';
import type { Options } from './options';
import { prepareRenderer, readShell, ROUTER_ORIGIN, startApi } from './pass-setup';
import { readSiteConfig } from './read-config';
import { renderPage } from './render-page';
import { withRetries } from './retry';
import { apiAnswers, attemptsFor, loadAllArticles, loadSidebar, mayPass } from './route-data';
import {
  articleFile,
  articleRoute,
  homeRoutes,
  notFoundRoute,
  timelineRoute,
  unsafeIdProblem,
  type PrerenderRoute,
} from './routes';
import { writeSiteFiles } from './site-files';
import { removeLeftovers, stageCopy, writeFile } from './staging';
import { workQueue } from './work-queue';

/** 0 complete, 2 written but incomplete, 1 nothing changed (see the top of this file). */
export type Outcome = 0 | 1 | 2;

const seconds = (started: number) => ((performance.now() - started) / 1000).toFixed(1);
/** The most memory the process has held so far (resident set), for the summary and the bench. */
const peakMemory = () => `peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`;

/** One pass over the site: reads the API, renders what changed, publishes the copy. */
export async function prerenderPass(options: Options): Promise<Outcome> {
  const started = performance.now();
  const dist = path.resolve(options.dist);
  for (const name of removeLeftovers(dist)) {
    console.log(`Removed ${name}, left beside ${dist} by a run that ended without cleaning up`);
  }
  let config: BlogConfig;
  let shell: string;
  try {
    config = readSiteConfig(
      options.config ?? path.join(dist, 'config.js'),
      process.env.API_BASE ?? '',
    );
    shell = readShell(dist);
  } catch (error) {
    console.error(`Prerender refused: ${(error as Error).message}`);
    return 1;
  }
  const mock = await startApi(config);
  try {
    // A batch job beside its own rendering on a busy machine: no reader is waiting for an answer.
    setConfig({
      ...config,
      requestTimeoutMs:
        options.timeoutMs ?? Math.max(config.requestTimeoutMs, PRERENDER_REQUEST_TIMEOUT_MS),
    });
    await prepareRenderer(config.site, dist);
    const site = config.site;
    const source = config.mock ? 'the built-in demo data' : config.apiBase;
    console.log(
      `Prerendering ${dist} from ${source} for ${config.mock ? 'a demo (noindex, no address)' : site.url}`,
    );

    let stopped = false;
    // A call that may pass (not reached, too slow, 5xx/429 without an envelope) is asked again.
    const retry = {
      transient: mayPass,
      attempts: attemptsFor,
      log: (line: string) => {
        if (!stopped) console.warn(line);
      },
    };
    let listed: Awaited<ReturnType<typeof loadAllArticles>>;
    let sidebar: Awaited<ReturnType<typeof loadSidebar>>;
    try {
      listed = await withRetries('the article list', () => loadAllArticles(makeStore()), retry);
      sidebar = await withRetries('the sidebar', () => loadSidebar(makeStore()), retry);
    } catch (error) {
      console.error(
        `Cannot read the articles from ${source}: ${(error as Error).message}. ${dist} left as it was.`,
      );
      return 1;
    }
    const skipped = new Map<string, string>();
    if (listed.problem) console.warn(`  the list may be incomplete: ${listed.problem}`);
    if (listed.note) console.warn(`  ${listed.note}`);
    const enabled = listed.articles.filter((article) => !article.disabled);
    const articles: ArticleSummary[] = [];
    for (const article of enabled) {
      const unsafe = unsafeIdProblem(article.id);
      if (unsafe) skipped.set(article.id, unsafe);
      else articles.push(article);
    }
    const live = new Set(articles.map((a) => a.id));
    const byId = new Map(articles.map((a) => [a.id, a]));

    // Pages rendered from another API are not kept (their stamp and data are that API's).
    const key = manifestKey(shell, { site, api: apiStamp(config) }, sidebarFingerprint(...sidebar));
    const previous = readManifest(path.join(dist, MANIFEST_FILE));
    const hasPage = (id: string) => fs.existsSync(path.join(dist, articleFile(id)));
    const relatedOf = relatedRanker(articles);
    const { kept, related } = pagesToKeep(previous, key, articles, hasPage, options.all, relatedOf);
    // What each page links to as previous/next: the kept pages' from the last run, the rendered
    // ones' as they are rendered. Written as the new manifest; a failed article is left out.
    const records: Record<string, ArticleRecord> = {};
    for (const id of kept) records[id] = previous!.articles[id];

    const staging = stageCopy(dist);
    let published = false;
    try {
      const chunkFiles = chunkFileFinder(dist);
      const boot = bootScript(dist);
      let written = 0;
      let total = 0;
      let failuresInARow = 0;
      let gaveUp: string | null = null;
      const queued = new Set<string>();

      const renderRoute = async (route: PrerenderRoute, article: ArticleSummary | null) => {
        let loaded: Article | null = null;
        try {
          // Each try starts from an empty store, so a failed call is asked again.
          const { store, meta } = await withRetries(
            route.path,
            async () => {
              const fresh = makeStore();
              const routeOf = article
                ? articleRoute(article.id, (data) => (loaded = data), relatedOf)
                : route;
              return { store: fresh, meta: await routeOf.load(fresh, site) };
            },
            retry,
          );
          const page = await renderPage(`${ROUTER_ORIGIN}${route.path}`, store);
          if (stopped) return;
          const files = chunkFiles(route.chunks);
          const html = pageDocument(shell, {
            // A demo's pages ask not to be indexed and name no address; every page is stamped
            // with the API it is rendered from (html-document.ts).
            head: `${headTags(meta, site, config.mock)}${page.hints}`,
            api: apiStamp(config),
            locale: site.locale,
            stylesheets: files.stylesheets,
            scripts: files.scripts,
            boot,
            html: page.html,
            data: toPrerenderedData(route.path, store.getState().api),
          });
          writeFile(staging.dir, route.file, html);
          written += 1;
          failuresInARow = 0;
          console.log(`  [${written}/${total}] ${route.path}`);
          if (article && loaded) {
            const { prev, next } = loaded as Article;
            const record = {
              updatedAt: article.updatedAt,
              prev: prev?.id ?? null,
              next: next?.id ?? null,
              related: related.get(article.id),
            };
            records[article.id] = record;
            // A new article's neighbours must link to it: render the kept ones that do not.
            for (const id of neighboursToRender(article.id, record, records)) {
              const neighbour = byId.get(id);
              if (neighbour && !queued.has(id)) enqueue(neighbour);
            }
          }
        } catch (error) {
          if (stopped) return;
          const reason = (error as Error).message;
          if (!article) {
            // The home pages, the archive and the 404 page are the site: without them, nothing.
            gaveUp = `${route.path} failed: ${reason}`;
          } else if (
            mayPass(error) &&
            (++failuresInARow >= PRERENDER_GIVE_UP_AFTER || !(await apiAnswers(makeStore())))
          ) {
            gaveUp = `the API stopped answering (${failuresInARow} pages in a row failed, the last ${route.path}: ${reason})`;
          } else {
            delete records[article.id];
            skipped.set(article.id, reason);
            // One that got no answer is said in the summary: if the next ones get none either,
            // the run gives up with one message instead.
            if (!mayPass(error)) console.error(`  skipped ${route.path}: ${reason}`);
            return;
          }
          stopped = true;
          queue.stop();
        }
      };
      const queue = workQueue<[PrerenderRoute, ArticleSummary | null]>(
        [],
        options.concurrency,
        ([route, article]) => renderRoute(route, article),
      );
      const enqueue = (article: ArticleSummary) => {
        queued.add(article.id);
        total += 1;
        queue.add([articleRoute(article.id), article]);
      };
      for (const route of [...homeRoutes(), timelineRoute(), notFoundRoute()]) {
        total += 1;
        queue.add([route, null]);
      }
      for (const article of articles) if (!kept.has(article.id)) enqueue(article);
      await queue.run();

      if (gaveUp) {
        console.error(
          `Prerender gave up after ${seconds(started)} s: ${gaveUp}. ${dist} left as it was.`,
        );
        return 1;
      }
      // Only pages that exist go in the sitemap (a skipped new article has none yet).
      const withPage = articles.filter((a) =>
        fs.existsSync(path.join(staging.dir, articleFile(a.id))),
      );
      const removed = writeSiteFiles(staging.dir, {
        shell,
        config,
        articles,
        withPage,
        manifest: { format: 2, key, articles: records },
        live,
      });
      staging.commit();
      published = true;

      for (const id of removed) console.log(`  removed /detail/${id} (deleted or disabled)`);
      for (const [id, reason] of skipped) {
        const page = fs.existsSync(path.join(dist, articleFile(id)))
          ? 'previous page kept'
          : 'no page';
        console.warn(`  skipped article ${JSON.stringify(id)} (${page}): ${reason}`);
      }
      const unchanged = articles.length - queued.size;
      const summary = `${written} written, ${unchanged} unchanged, ${skipped.size} skipped, ${removed.length} removed, ${seconds(started)} s, ${peakMemory()}`;
      if (skipped.size > 0 || listed.problem) {
        console.warn(`Prerendered, incomplete: ${summary}`);
        return 2;
      }
      console.log(`Prerendered: ${summary}`);
      return 0;
    } finally {
      if (!published) staging.discard();
    }
  } finally {
    await mock?.close();
  }
}
