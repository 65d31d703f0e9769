/**
 * The API calls each prerendered route's components make, run into the page's store before it
 * renders, with the same arguments the components' hooks pass, so the hooks find their data.
 */
import { errorMessage, isApiError } from '@/api/errors';
import type { Article, ArticleSummary, Page } from '@/api/types';
import type { AppStore } from '@/app/store';
import { PUBLIC_PAGE_SIZE } from '@/config/constants';
import { articlesApi } from '@/features/articles/articles-api';
import { taxonomiesApi } from '@/features/taxonomies/taxonomies-api';
import { isTransientFailure } from './retry';

/** Thrown when the API fails or cannot be reached, with what was asked. */
export class ApiCallError extends Error {
  /** Asking again may succeed (see isTransientFailure); a refusal is final. */
  readonly transient: boolean;

  constructor(call: string, error: unknown) {
    super(`${call}: ${errorMessage(error, 'the call failed')}`);
    this.name = 'ApiCallError';
    this.transient = isApiError(error) && isTransientFailure(error);
  }
}

/** The prerender's retry rule: a failed call that may pass is worth another try. */
export const mayPass = (error: unknown): boolean =>
  error instanceof ApiCallError && error.transient;

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
async function loadSidebar(store: AppStore): Promise<void> {
  await Promise.all([
    run('GET /api/article/rank', store.dispatch(articlesApi.endpoints.getRank.initiate())),
    run('GET /api/category', store.dispatch(taxonomiesApi.endpoints.getCategories.initiate())),
    run('GET /api/label', store.dispatch(taxonomiesApi.endpoints.getLabels.initiate())),
  ]);
}

export async function loadHomeData(store: AppStore): Promise<Page<ArticleSummary>> {
  const [page] = await Promise.all([
    run(
      'GET /api/article',
      store.dispatch(
        articlesApi.endpoints.getArticles.initiate({ page: 1, pageSize: PUBLIC_PAGE_SIZE }),
      ),
    ),
    loadSidebar(store),
  ]);
  return page;
}

export async function loadTimelineData(store: AppStore): Promise<void> {
  await Promise.all([
    run('GET /api/article/timeline', store.dispatch(articlesApi.endpoints.getTimeline.initiate())),
    loadSidebar(store),
  ]);
}

export async function loadArticleData(store: AppStore, id: string): Promise<Article> {
  const [article] = await Promise.all([
    run(
      `GET /api/article/detail/${id}`,
      store.dispatch(articlesApi.endpoints.getArticle.initiate(id)),
    ),
    loadSidebar(store),
  ]);
  return article;
}

export const loadNotFoundData = loadSidebar;

/** Every enabled article's summary, page by page (the public list holds enabled articles only). */
export async function loadAllArticles(store: AppStore): Promise<ArticleSummary[]> {
  const pageSize = 100; // the contract's largest page
  const all: ArticleSummary[] = [];
  for (let page = 1; ; page += 1) {
    const result = await run(
      `GET /api/article?page=${page}`,
      store.dispatch(articlesApi.endpoints.getArticles.initiate({ page, pageSize })),
    );
    all.push(...result.list);
    if (result.list.length === 0 || all.length >= result.total) return all;
  }
}
