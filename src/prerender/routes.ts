/**
 * The pages the prerender writes: where each is served from, the file it becomes, the chunks its
 * page needs, the data it renders from, and what its <head> says.
 */
import type { Article } from '@/api/types';
import type { AppStore } from '@/app/store';
import { PRERENDER_MAX_ARTICLE_CHARS } from '@/config/constants';
import { decodedIdSegment, paths } from '@/config/paths';
import type { SiteConfig } from '@/config/runtime-config';
import * as records from '@/pages/public/routes';
import { archiveMeta, articleMeta, homeMeta, notFoundMeta, type PageMeta } from './head-tags';
import { loadArticleData, loadHomeData, loadNotFoundData, loadTimelineData } from './route-data';

export interface PrerenderRoute {
  /** The location the page is rendered for, as the router sees it. */
  path: string;
  /** The output file, relative to dist/. */
  file: string;
  chunks: string[];
  /** Fills the store and returns the page's head description. */
  load: (store: AppStore, site: SiteConfig) => Promise<PageMeta>;
}

const SHARED = 'public-shared';

export function homeRoutes(): PrerenderRoute[] {
  return [paths.home.href(), paths.index.href()].map((path) => ({
    path,
    file: path === '/' ? 'index.html' : `${path.slice(1)}/index.html`,
    chunks: [records.homeRoute.chunk, SHARED],
    load: async (store, site) => {
      await loadHomeData(store);
      return homeMeta(site, path);
    },
  }));
}

export function timelineRoute(): PrerenderRoute {
  const path = paths.timeline.href();
  return {
    path,
    file: `${path.slice(1)}/index.html`,
    chunks: [records.timelineRoute.chunk, SHARED],
    load: async (store, site) => {
      await loadTimelineData(store);
      return archiveMeta(site);
    },
  };
}

/** The 404 page, rendered at a path no route claims; hosts serve it for unknown addresses. */
export function notFoundRoute(): PrerenderRoute {
  return {
    path: '/404',
    file: '404.html',
    chunks: [records.notFoundRoute.chunk, SHARED],
    load: async (store, site) => {
      await loadNotFoundData(store);
      return notFoundMeta(site);
    },
  };
}

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

/** `loaded` hears the article once its data is in, before it renders (its neighbours). */
export function articleRoute(id: string, loaded?: (article: Article) => void): PrerenderRoute {
  return {
    path: paths.detail.href(id),
    file: articleFile(id),
    chunks: [records.detailRoute.chunk, SHARED],
    load: async (store, site) => {
      const article: Article = await loadArticleData(store, id);
      if (article.content.length > PRERENDER_MAX_ARTICLE_CHARS) {
        throw new TooLargeError(article.content.length);
      }
      loaded?.(article);
      return articleMeta(article, site);
    },
  };
}
