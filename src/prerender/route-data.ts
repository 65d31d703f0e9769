/**
 * The API calls each prerendered route's components make, run into the page's store before it
 * renders: the calls its record lists (pages/public/routes.ts, whose arguments the pages' hooks
 * build with the same functions) and the sidebar's, so the hooks find their data.
 */
import { errorMessage, isApiError } from '@/api/errors';
import type { Article, ArticleSummary, Page, RankedArticle, TaxonomySummary } from '@/api/types';
import type { AppStore } from '@/app/store';
import {
  PRERENDER_ATTEMPTS,
  PRERENDER_MAX_LIST_PAGES,
  PRERENDER_TIMEOUT_ATTEMPTS,
} from '@/config/constants';
import { getConfig } from '@/config/runtime-config';
import { articlesApi } from '@/features/reading/articles-api';
import { taxonomiesApi } from '@/features/taxonomies/taxonomies-api';
import { detailRoute, type QueryCall } from '@/pages/public/routes';
import { isTransientFailure } from './retry';

/** The contract's largest page. */
const LIST_PAGE_SIZE = 100;

/** Thrown when the API fails or cannot be reached, with what was asked. */
export class ApiCallError extends Error {
  /** Asking again may succeed (see isTransientFailure); a refusal is final. */
  readonly transient: boolean;
  /** No answer within the time-out. */
  readonly timedOut: boolean;

  constructor(call: string, error: unknown) {
    const timedOut = isApiError(error) && error.kind === 'timeout';
    super(
      `${call}: ${timedOut ? `no answer within ${getConfig().requestTimeoutMs / 1000} s (time-out)` : errorMessage(error, 'the call failed')}`,
    );
    this.name = 'ApiCallError';
    this.transient = isApiError(error) && isTransientFailure(error);
    this.timedOut = timedOut;
  }
}

/** The prerender's retry rule: a failed call that may pass is worth another try. */
export const mayPass = (error: unknown): boolean =>
  error instanceof ApiCallError && error.transient;

/** Tries in all for this failure: a call that did not answer in time is asked once more only. */
export const attemptsFor = (error: unknown): number =>
  error instanceof ApiCallError && error.timedOut ? PRERENDER_TIMEOUT_ATTEMPTS : PRERENDER_ATTEMPTS;

interface Settled<T> {
  data?: T;
  error?: unknown;
}

/** Awaits a query thunk and returns its data; keeps the subscription so the entry stays cached. */
async function run<T>(call: string, result: PromiseLike<Settled<T>>): Promise<T> {
  const { data, error } = await result;
  if (error !== undefined || data === undefined) throw new ApiCallError(call, error);
  return data;
}

/** The sidebar's three sections, on every public page. */
export async function loadSidebar(
  store: AppStore,
): Promise<[RankedArticle[], TaxonomySummary[], TaxonomySummary[]]> {
  return Promise.all([
    run('GET /api/article/rank', store.dispatch(articlesApi.endpoints.getRank.initiate())),
    run('GET /api/category', store.dispatch(taxonomiesApi.endpoints.getCategories.initiate())),
    run('GET /api/label', store.dispatch(taxonomiesApi.endpoints.getLabels.initiate())),
  ]);
}

/** One call, one try: does the API answer at all? (after pages failed with no answer). */
export async function apiAnswers(store: AppStore): Promise<boolean> {
  try {
    await run(
      'GET /api/article',
      store.dispatch(articlesApi.endpoints.getArticles.initiate({ page: 1, pageSize: 1 })),
    );
    return true;
  } catch (error) {
    return !mayPass(error);
  }
}

/** The sidebar's three answers (loadSidebar). */
export type Sidebar = Awaited<ReturnType<typeof loadSidebar>>;

/**
 * Puts the sidebar the pass read once into a page's store, as the app would hold its answers:
 * every page shows the same sidebar (the manifest's key is made from it), and asking for it again
 * for each page made four calls of each article's one.
 */
function fillSidebar(store: AppStore, [rank, categories, labels]: Sidebar): void {
  store.dispatch(
    articlesApi.util.upsertQueryEntries([{ endpointName: 'getRank', arg: undefined, value: rank }]),
  );
  store.dispatch(
    taxonomiesApi.util.upsertQueryEntries([
      { endpointName: 'getCategories', arg: undefined, value: categories },
      { endpointName: 'getLabels', arg: undefined, value: labels },
    ]),
  );
}

/**
 * A route's own calls (its record's `queries`), with the sidebar's (asked, or `sidebar` when the
 * pass has it); resolves to their data.
 */
export async function loadRouteData(
  store: AppStore,
  calls: QueryCall[],
  sidebar?: Sidebar,
): Promise<unknown[]> {
  if (sidebar) fillSidebar(store, sidebar);
  const [data] = await Promise.all([
    Promise.all(
      calls.map(({ call, initiate }) =>
        run(call, store.dispatch(initiate() as never) as PromiseLike<Settled<unknown>>),
      ),
    ),
    sidebar ?? loadSidebar(store),
  ]);
  return data;
}

export async function loadArticleData(
  store: AppStore,
  id: string,
  sidebar?: Sidebar,
): Promise<Article> {
  const [article] = await loadRouteData(store, detailRoute.queries(id), sidebar);
  return article as Article;
}

/** The list as the prerender read it, and why it stopped early, if it did. */
export interface ArticleList {
  articles: ArticleSummary[];
  /** Set when the list may be incomplete (a page repeated, the cap reached): said in the output. */
  problem: string | null;
  /** Said in the output, the list being whole (articles it named twice, each kept once). */
  note?: string;
}

/**
 * Reads the list page by page, and cannot loop: it stops at an empty page, once it holds `total`
 * articles, at the page past `total` (in pages the size of the first), at a page whose articles
 * were all on earlier pages (a backend that ignores `page`), or at the cap
 * (PRERENDER_MAX_LIST_PAGES); articles are kept once each, by id.
 */
export async function readArticlePages(
  fetchPage: (page: number, pageSize: number) => Promise<Page<ArticleSummary>>,
  maxPages = PRERENDER_MAX_LIST_PAGES,
): Promise<ArticleList> {
  const byId = new Map<string, ArticleSummary>();
  let duplicates = 0;
  let lastPage = Infinity;
  for (let page = 1; ; page += 1) {
    const articles = () => [...byId.values()];
    if (page > maxPages) {
      return {
        articles: articles(),
        problem: `the list was read up to its cap of ${maxPages} pages (PRERENDER_MAX_LIST_PAGES); ${byId.size} articles kept`,
      };
    }
    const result = await fetchPage(page, LIST_PAGE_SIZE);
    let added = 0;
    for (const article of result.list) {
      if (byId.has(article.id)) duplicates += 1;
      else {
        byId.set(article.id, article);
        added += 1;
      }
    }
    if (page === 1) lastPage = Math.ceil(result.total / Math.max(1, result.list.length));
    if (result.list.length > 0 && added === 0) {
      return {
        articles: articles(),
        problem:
          `page ${page} of the list repeated earlier pages (the API may ignore \`page\`): stopped there with ${byId.size} articles` +
          (result.total > byId.size ? `, though it says total ${result.total}` : ''),
      };
    }
    if (result.list.length === 0 || byId.size >= result.total || page >= lastPage) {
      const note =
        duplicates > 0
          ? `the list named ${duplicates} articles twice (each kept once): ${byId.size} articles`
          : undefined;
      return { articles: articles(), problem: null, note };
    }
  }
}

/** Every enabled article's summary (the public list holds enabled articles only). */
export function loadAllArticles(store: AppStore): Promise<ArticleList> {
  return readArticlePages((page, pageSize) =>
    run(
      `GET /api/article?page=${page}`,
      store.dispatch(articlesApi.endpoints.getArticles.initiate({ page, pageSize })),
    ),
  );
}
