/**
 * One prerender pass over the site (cli.ts runs it once, or on a schedule): reads the API, renders
 * what changed into a staged copy of dist/, and publishes the copy. Exit codes as cli.ts says.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ArticleSummary } from '@/api/types';
import { makeStore } from '@/app/store';
import { PRERENDER_REQUEST_TIMEOUT_MS } from '@/config/constants';
import { getConfig, setConfig, type BlogConfig } from '@/config/runtime-config';
import { relatedRanker } from '@/features/reading/detail/related';
import { apiStamp } from '@/lib/page-format/page-stamp';
import { tagColorIndex, tagColorPicks, adoptTagColors } from '@/lib/tag-colors';
import { bootScript, chunkFileFinder } from './chunk-files';
import { feedArticles, feedContent } from './feed-entries';
import { adoptKeptTagColors } from './kept-tag-colors';
import {
  MANIFEST_FILE,
  manifestKey,
  readManifest,
  sidebarFingerprint,
  type ArticleRecord,
  pagesToKeep,
} from './manifest';
import type { Options } from './options';
import { readShell, startApi } from './pass-setup';
import { readSiteConfig } from './read-config';
import type { RenderResult } from './render-messages';
import { renderPages } from './render-pages';
import { startRenderPool, type RenderPool } from './render-pool';
import { withRetries } from './retry';
import { attemptsFor, loadAllArticles, loadSidebar, mayPass } from './route-data';
import { articleFile, unsafeIdProblem } from './routes';
import { speakSiteLanguage } from './site-language';
import type { ArticleWords } from './search-files';
import { writeSiteFiles } from './site-files';
import { removeLeftovers, stageCopy } from './staging';

/** The render workers' script, built beside this one (scripts/webpack-node-tools.ts). */
const WORKER_SCRIPT = path.join(__dirname, 'prerender-worker.js');

/** 0 complete, 2 written but incomplete, 1 nothing changed (see the top of this file). */
export type Outcome = 0 | 1 | 2;

const seconds = (started: number) => ((performance.now() - started) / 1000).toFixed(1);
/** The most memory the process has held so far (resident set), for the summary and the bench. */
const peakMemory = () => `peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`;
/** The processor time of all its threads (user and system), beside the wall time it took. */
const cpuTime = () => {
  const { user, system } = process.cpuUsage();
  return `${((user + system) / 1e6).toFixed(1)} s of CPU`;
};

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
  let pool: RenderPool | null = null;
  try {
    // A batch job beside its own rendering on a busy machine: no reader is waiting for an answer.
    setConfig({
      ...config,
      requestTimeoutMs:
        options.timeoutMs ?? Math.max(config.requestTimeoutMs, PRERENDER_REQUEST_TIMEOUT_MS),
    });
    await speakSiteLanguage(dist, config.site.locale);
    adoptKeptTagColors(dist);
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
    const readAt = new Date();
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
    // Each tag's colour picked here, once, so every worker draws it alike (kept-tag-colors.ts).
    for (const { labels } of listed.articles) labels.forEach((label) => tagColorIndex(label.id));
    sidebar[2].forEach((label) => tagColorIndex(label.id));
    pool = startRenderPool({
      script: WORKER_SCRIPT,
      setup: { dist, config: getConfig(), shell, tagColors: tagColorPicks() },
      onTagColors: (colors) => adoptTagColors(Object.entries(colors)),
    });

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

    const feedRenders = new Map<string, Promise<RenderResult>>();
    const searchWords = new Map<string, ArticleWords>();
    const staging = stageCopy(dist);
    let published = false;
    try {
      const { written, tried, gaveUp } = await renderPages({
        config,
        pool,
        staging: staging.dir,
        boot: bootScript(dist),
        chunkFiles: chunkFileFinder(dist),
        articles,
        sidebar,
        kept,
        relatedOf,
        related,
        records,
        skipped,
        feedListed: new Set(feedArticles(config, articles).map((article) => article.id)),
        feedRenders,
        searchWords,
        retry,
        concurrency: options.concurrency,
        stop: () => (stopped = true),
      });
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
        feedContent: await feedContent(pool, staging.dir, config, articles, feedRenders),
        searchWords,
        readAt,
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
      const unchanged = articles.length - tried;
      const summary = `${written} written, ${unchanged} unchanged, ${skipped.size} skipped, ${removed.length} removed, ${seconds(started)} s, ${cpuTime()}, ${peakMemory()}`;
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
    await pool?.close();
    await mock?.close();
  }
}
