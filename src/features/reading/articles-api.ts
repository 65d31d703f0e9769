/**
 * Article endpoints the reading side uses (the sidebar's rank is in the public layout, so this
 * file is in every page's first load). The console's calls are injected from
 * articles-console-api.ts, in the console's chunks only.
 */
import { apiSlice } from '@/api/api-slice';
import {
  toArticle,
  toArticleSummary,
  toList,
  toPage,
  toRanked,
  toTimelineEntry,
  wire,
} from '@/api/adapters';
import type {
  Article,
  ArticleListArgs,
  ArticleSummary,
  Id,
  Page,
  RankedArticle,
  TimelineEntry,
} from '@/api/types';

/** The tag of every article list (the console's calls invalidate it too). */
export const ARTICLE_LIST = { type: 'Article' as const, id: 'LIST' };

export const articlesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getArticles: build.query<Page<ArticleSummary>, ArticleListArgs>({
      query: (params) => ({ url: '/api/article', params: { ...params } }),
      rawResponseSchema: wire.articlePage,
      transformResponse: toPage(toArticleSummary, 'articles'),
      providesTags: (result) => [
        ARTICLE_LIST,
        ...(result?.list ?? []).map(({ id }) => ({ type: 'Article' as const, id })),
      ],
    }),
    getArticle: build.query<Article, Id>({
      query: (id) => ({ url: '/api/article/detail/{id}', params: { id } }),
      rawResponseSchema: wire.article,
      transformResponse: toArticle,
      providesTags: (_result, _error, id) => [{ type: 'Article', id }],
    }),
    getRank: build.query<RankedArticle[], void>({
      query: () => ({ url: '/api/article/rank' }),
      // The sidebar's: a failed section hides, never a toast.
      extraOptions: { quiet: true },
      rawResponseSchema: wire.rankList,
      transformResponse: toList(toRanked, 'articles'),
      providesTags: [ARTICLE_LIST],
    }),
    getTimeline: build.query<TimelineEntry[], void>({
      query: () => ({ url: '/api/article/timeline' }),
      rawResponseSchema: wire.timelineList,
      transformResponse: toList(toTimelineEntry, 'articles'),
      providesTags: [ARTICLE_LIST],
    }),
  }),
});

/**
 * An article as the page already has it, without asking for it: for parts beside the article
 * (the sidebar's contents). Subscribing would ask again for an article whose call failed (RTK
 * Query refetches an errored query for each new subscriber): the page would flash busy between
 * its error and the same error again.
 */
export const useArticleOnScreen = articlesApi.endpoints.getArticle.useQueryState;

export const { useGetArticlesQuery, useGetArticleQuery, useGetRankQuery, useGetTimelineQuery } =
  articlesApi;
