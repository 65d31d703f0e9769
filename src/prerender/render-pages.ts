/**
 * The pages of one pass: the fixed pages and every article not kept, each loaded from the API on
 * the main thread (`concurrency` at a time, each call tried again when it may pass) and rendered
 * by the render pool's workers meanwhile. A rendered article records what its page links to, and
 * its neighbours are rendered again when they do not link back to it. A failed article is named
 * and skipped; a fixed page that fails, or articles in a row that got no answer from an API that
 * no longer answers, end the pass (`gaveUp`).
 */
import type { Article, ArticleSummary } from '@/api/types';
import { makeStore, releaseStore } from '@/app/store';
import { PRERENDER_GIVE_UP_AFTER } from '@/config/constants';
import type { BlogConfig } from '@/config/runtime-config';
import { toPrerenderedData } from '@/lib/page-format/carried-data';
import { apiStamp } from '@/lib/page-format/page-stamp';
import type { ChunkFiles } from './chunk-files';
import { headTags } from './head-tags';
import { pageHandedOver } from './main-heap';
import { neighboursToRender, type ArticleRecord } from './manifest';
import type { RenderResult } from './render-messages';
import type { RenderPool } from './render-pool';
import type { ArticleWords } from './search-files';
import { withRetries, type RetryOptions } from './retry';
import { apiAnswers, mayPass, type Sidebar } from './route-data';
import {
  articleRoute,
  homeRoutes,
  notFoundRoute,
  timelineRoute,
  type PrerenderRoute,
  type RelatedOf,
} from './routes';
import { workQueue } from './work-queue';

export interface PagesInput {
  config: BlogConfig;
  pool: RenderPool;
  /** The staged copy the pages are written into. */
  staging: string;
  boot: string;
  chunkFiles: (chunks: readonly string[]) => ChunkFiles;
  articles: readonly ArticleSummary[];
  /** The sidebar the pass read: each page's store is given it rather than asking again. */
  sidebar: Sidebar;
  kept: ReadonlySet<string>;
  relatedOf: RelatedOf;
  /** Each article's "Read next" fingerprint, for its record. */
  related: ReadonlyMap<string, string>;
  /** The kept pages' records; each rendered article's is added, a failed one's removed. */
  records: Record<string, ArticleRecord>;
  /** Articles named and skipped, with the reason; failures are added. */
  skipped: Map<string, string>;
  /** The articles the feeds list (feedArticles): their feed content is rendered beside the page. */
  feedListed: ReadonlySet<string>;
  /** Where those feed renders are kept, by article id (feed-entries.ts takes them). */
  feedRenders: Map<string, Promise<RenderResult>>;
  /** The rendered articles' search words, by id (search-files.ts takes them). */
  searchWords: Map<string, ArticleWords>;
  retry: RetryOptions;
  concurrency: number;
  /** Set once the pass has given up: nothing more is said or written. */
  stop: () => void;
}

export interface PagesDone {
  written: number;
  /** The articles rendered or tried (the rest were kept). */
  tried: number;
  /** Why the pass gave up, or null. */
  gaveUp: string | null;
}

export async function renderPages(input: PagesInput): Promise<PagesDone> {
  const { config, pool, articles, records, skipped, retry } = input;
  const site = config.site;
  const byId = new Map(articles.map((article) => [article.id, article]));
  let written = 0;
  let total = 0;
  let failuresInARow = 0;
  let gaveUp: string | null = null;
  const queued = new Set<string>();

  /** The route's data from the API; each try starts from an empty store, so a failed call is asked again. */
  const load = (route: PrerenderRoute, article: ArticleSummary | null) => {
    let loaded: Article | null = null;
    const routeOf = article
      ? articleRoute(article.id, (data) => (loaded = data), input.relatedOf)
      : route;
    return withRetries(
      route.path,
      async () => {
        const store = makeStore();
        try {
          const meta = await routeOf.load(store, site, input.sidebar);
          return { store, meta, loaded: loaded as Article | null };
        } catch (error) {
          releaseStore(store);
          throw error;
        }
      },
      retry,
    );
  };

  const renderRoute = async (route: PrerenderRoute, article: ArticleSummary | null) => {
    try {
      const { store, meta, loaded } = await load(route, article);
      const data = toPrerenderedData(route.path, store.getState().api);
      releaseStore(store);
      if (gaveUp) return;
      const files = input.chunkFiles(route.chunks);
      const feedId = loaded && input.feedListed.has(loaded.id) ? loaded.id : undefined;
      const rendered = pool.render({
        kind: 'page',
        path: route.path,
        file: route.file,
        staging: input.staging,
        // Its feed entry from the same parse and sanitizing (feed-entries.ts takes it).
        feedId,
        search: article ?? undefined,
        parts: {
          // A demo's pages ask not to be indexed and name no address; every page is stamped
          // with the API it is rendered from (html-document.ts).
          head: headTags(meta, site, config.mock),
          api: apiStamp(config),
          locale: site.locale,
          stylesheets: files.stylesheets,
          scripts: files.scripts,
          boot: input.boot,
          data,
        },
      });
      pageHandedOver();
      if (feedId !== undefined) input.feedRenders.set(feedId, rendered);
      const { words } = await rendered;
      if (article && words) input.searchWords.set(article.id, words);
      if (gaveUp) return;
      written += 1;
      failuresInARow = 0;
      console.log(`  [${written}/${total}] ${route.path}`);
      if (article && loaded) {
        const record = {
          updatedAt: article.updatedAt,
          prev: loaded.prev?.id ?? null,
          next: loaded.next?.id ?? null,
          related: input.related.get(article.id),
        };
        records[article.id] = record;
        // A new article's neighbours must link to it: render the kept ones that do not.
        for (const id of neighboursToRender(article.id, record, records)) {
          const neighbour = byId.get(id);
          if (neighbour && !queued.has(id)) enqueue(neighbour);
        }
      }
    } catch (error) {
      if (gaveUp) return;
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
        // Its feed entry is read from the page it keeps, if any (feed-entries.ts).
        input.feedRenders.delete(article.id);
        skipped.set(article.id, reason);
        // One that got no answer is said in the summary: if the next ones get none either,
        // the run gives up with one message instead.
        if (!mayPass(error)) console.error(`  skipped ${route.path}: ${reason}`);
        return;
      }
      input.stop();
      queue.stop();
    }
  };
  const queue = workQueue<[PrerenderRoute, ArticleSummary | null]>(
    [],
    input.concurrency,
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
  for (const article of articles) if (!input.kept.has(article.id)) enqueue(article);
  await queue.run();
  return { written, tried: queued.size, gaveUp };
}
