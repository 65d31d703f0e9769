/**
 * The public routes the prerender writes, each declared once: where the router mounts it, its lazy
 * chunk (the webpackChunkName in its import and `chunk` below, which
 * prerender/route-records.test.ts holds equal), and the API calls its own hooks make, built by the
 * same argument functions (route-facts.ts). app/router.tsx mounts these records;
 * prerender/routes.ts and route-data.ts loop over them.
 */
import { lazyPage } from '@/components/page-loader/lazy-page';
import { paths } from '@/config/paths';
import { articlesApi } from '@/features/reading/articles-api';
import { articleArgs, homeArticlesArgs, timelineArgs } from './route-facts';

/** One API call a page's hooks make: how the prerender names it, and its query thunk. */
export interface QueryCall {
  call: string;
  initiate: () => unknown;
}

export const homeRoute = {
  paths: [paths.home.path, paths.index.path],
  chunk: 'page-home',
  Page: lazyPage(() => import(/* webpackChunkName: "page-home" */ './home-page'), 'HomePage'),
  /** The first page of articles, as the page's hook asks for it on page 1. */
  queries: (): QueryCall[] => [
    {
      call: 'GET /api/article',
      initiate: () => articlesApi.endpoints.getArticles.initiate(homeArticlesArgs(1)),
    },
  ],
};

export const timelineRoute = {
  paths: [paths.timeline.path],
  chunk: 'page-timeline',
  Page: lazyPage(
    () => import(/* webpackChunkName: "page-timeline" */ './timeline-page'),
    'TimelinePage',
  ),
  queries: (): QueryCall[] => [
    {
      call: 'GET /api/article/timeline',
      initiate: () => articlesApi.endpoints.getTimeline.initiate(timelineArgs),
    },
  ],
};

/** The list is not prerendered (its address carries the filter): mounted only. */
export const listRoute = {
  paths: [paths.list.path],
  chunk: 'page-list',
  Page: lazyPage(() => import(/* webpackChunkName: "page-list" */ './list-page'), 'ListPage'),
};

export const detailRoute = {
  paths: [paths.detail.path],
  chunk: 'page-detail',
  Page: lazyPage(
    () => import(/* webpackChunkName: "page-detail" */ './detail-page'),
    'DetailPage',
    ['SidebarToc'],
  ),
  queries: (id: string): QueryCall[] => [
    {
      call: `GET /api/article/detail/${id}`,
      initiate: () => articlesApi.endpoints.getArticle.initiate(articleArgs(id)),
    },
  ],
};

/** Every address no route claims; the prerender writes it as 404.html. */
export const notFoundRoute = {
  paths: ['*'],
  chunk: 'page-not-found',
  Page: lazyPage(
    () => import(/* webpackChunkName: "page-not-found" */ './not-found-page'),
    'NotFoundPage',
  ),
  /** Only the sidebar's calls, which every public page makes (prerender/route-data.ts). */
  queries: (): QueryCall[] => [],
};
