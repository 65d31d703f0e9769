/**
 * The pages the prerender writes: where each is served from, the file it becomes, the chunks its
 * page needs, the data it renders from, and what its <head> says. Chunk and data come from the
 * public route records (pages/public/routes.ts); every fixed page goes through one loop.
 */
import type { Article, ArticleSummary } from '@/api/types';
import type { AppStore } from '@/app/store';
import { PRERENDER_MAX_ARTICLE_CHARS } from '@/config/constants';
import { decodedIdSegment, paths } from '@/config/paths';
import type { SiteConfig } from '@/config/runtime-config';
import { candidatesCall, relatedArgs, type RelatedArgs } from '@/features/reading/detail/related';
import { relatedApi } from '@/features/reading/detail/related-api';
import * as records from '@/pages/public/routes';
import type { QueryCall } from '@/pages/public/routes';
import { archiveMeta, articleMeta, homeMeta, notFoundMeta, type PageMeta } from './head-tags';
import { loadArticleData, loadRouteData, type Sidebar } from './route-data';

export interface PrerenderRoute {
  /** The location the page is rendered for, as the router sees it. */
  path: string;
  /** The output file, relative to dist/. */
  file: string;
  chunks: string[];
  /** Fills the store (the sidebar from `sidebar`, when given) and returns the page's head. */
  load: (store: AppStore, site: SiteConfig, sidebar?: Sidebar) => Promise<PageMeta>;
}

const SHARED = 'public-shared';

/** A page written at fixed locations: its route record, those locations and its head. */
interface FixedPage {
  record: { chunk: string; queries: () => QueryCall[] };
  paths: string[];
  head: (site: SiteConfig, path: string) => PageMeta;
}

/** Where a fixed location is written: a host serves `/x` from `x/index.html`. */
const fixedFile = (path: string): string =>
  path === '/' ? 'index.html' : path === '/404' ? '404.html' : `${path.slice(1)}/index.html`;

/** A fixed page's routes, one per location: the same loop for every such page. */
function fixedRoutes(page: FixedPage): PrerenderRoute[] {
  return page.paths.map((path) => ({
    path,
    file: fixedFile(path),
    chunks: [page.record.chunk, SHARED],
    load: async (store, site, sidebar) => {
      await loadRouteData(store, page.record.queries(), sidebar);
      return page.head(site, path);
    },
  }));
}

export const homeRoutes = (): PrerenderRoute[] =>
  fixedRoutes({
    record: records.homeRoute,
    paths: [paths.home.href(), paths.index.href()],
    head: homeMeta,
  });

export const timelineRoute = (): PrerenderRoute =>
  fixedRoutes({
    record: records.timelineRoute,
    paths: [paths.timeline.href()],
    head: archiveMeta,
  })[0];

/** The 404 page, rendered at a path no route claims; hosts serve it for unknown addresses. */
export const notFoundRoute = (): PrerenderRoute =>
  fixedRoutes({ record: records.notFoundRoute, paths: ['/404'], head: notFoundMeta })[0];

/**
 * The article's file: under the name a host looks for once it has decoded the address's segment
 * (`/detail/a%2520b` is served from `detail/a%20b/index.html`), one directory inside `detail/`.
 */
export function articleFile(id: string): string {
  return `detail/${decodedIdSegment(id)}/index.html`;
}

/** Article ids that are safe as a folder name; others are not prerendered (the app renders them). */
const SAFE_ID = /^[A-Za-z0-9_-]+$/;
/** Well under the 255 bytes a file name may take on common file systems (ENAMETOOLONG). */
const MAX_ID_LENGTH = 200;

/** Why an article id cannot be a page's folder name, or null when it can. */
export function unsafeIdProblem(id: string): string | null {
  if (!SAFE_ID.test(id)) return 'its id is not a safe file name (letters, digits, - and _ only)';
  if (id.length > MAX_ID_LENGTH) {
    return `its id is too long for a file name (${id.length} characters, over ${MAX_ID_LENGTH})`;
  }
  return null;
}

/** Thrown for an article too long to prerender within bounded memory; the app renders it. */
export class TooLargeError extends Error {
  constructor(chars: number) {
    super(
      `too large to prerender (${(chars / 1e6).toFixed(1)} million characters, over ${PRERENDER_MAX_ARTICLE_CHARS / 1e6} million: PRERENDER_MAX_ARTICLE_CHARS); the app renders it in the browser`,
    );
    this.name = 'TooLargeError';
  }
}

/** The related articles of an article, ranked among every enabled article the run knows. */
export type RelatedOf = (args: RelatedArgs) => ArticleSummary[];

/**
 * `loaded` hears the article once its data is in, before it renders (its neighbours). `related`
 * ranks the page's related articles (relatedRanker, among every enabled article the run knows),
 * which the page carries (so it asks nothing for them).
 */
export function articleRoute(
  id: string,
  loaded?: (article: Article) => void,
  related: RelatedOf = () => [],
): PrerenderRoute {
  return {
    path: paths.detail.href(id),
    file: articleFile(id),
    chunks: [records.detailRoute.chunk, SHARED],
    load: async (store, site, sidebar) => {
      const article: Article = await loadArticleData(store, id, sidebar);
      if (article.content.length > PRERENDER_MAX_ARTICLE_CHARS) {
        throw new TooLargeError(article.content.length);
      }
      loaded?.(article);
      const args = relatedArgs(article);
      if (candidatesCall(args)) {
        // An entry as the app would hold it (upsertQueryData would run the wire format's check
        // on it, as on an answer from the API).
        const value = related(args);
        store.dispatch(
          relatedApi.util.upsertQueryEntries([{ endpointName: 'getRelated', arg: args, value }]),
        );
      }
      return articleMeta(article, site);
    },
  };
}
