/** Article endpoints: public reading calls and console management calls. */
import { apiSlice } from '@/api/api-slice';
import {
  toArticle,
  toArticleSummary,
  toDisabledState,
  toList,
  toPage,
  toRanked,
  toTimelineEntry,
  wire,
} from '@/api/adapters';
import { answer } from '@/api/mutation-answers';
import type {
  Article,
  ArticleInput,
  ArticleListArgs,
  ArticleSummary,
  ConsoleArticleListArgs,
  DisabledState,
  Id,
  Page,
  RankedArticle,
  TimelineEntry,
} from '@/api/types';

const LIST = { type: 'Article' as const, id: 'LIST' };

export const articlesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getArticles: build.query<Page<ArticleSummary>, ArticleListArgs>({
      query: (params) => ({ url: '/api/article', params: { ...params } }),
      rawResponseSchema: wire.articlePage,
      transformResponse: toPage(toArticleSummary, 'articles'),
      providesTags: (result) => [
        LIST,
        ...(result?.list ?? []).map(({ id }) => ({ type: 'Article' as const, id })),
      ],
    }),
    getAllArticles: build.query<Page<ArticleSummary>, ConsoleArticleListArgs>({
      query: (params) => ({ url: '/api/article/all', params: { ...params } }),
      rawResponseSchema: wire.articlePage,
      transformResponse: toPage(toArticleSummary, 'articles'),
      providesTags: (result) => [
        LIST,
        ...(result?.list ?? []).map(({ id }) => ({ type: 'Article' as const, id })),
      ],
    }),
    getArticle: build.query<Article, Id>({
      query: (id) => ({ url: '/api/article/detail/{id}', params: { id } }),
      rawResponseSchema: wire.article,
      transformResponse: toArticle,
      providesTags: (_result, _error, id) => [{ type: 'Article', id }],
    }),
    /**
     * The article as the server has it now, for the editor's check before a save overwrites it
     * (two tabs, one article). Its own cache entry: a failed check must not turn the page's
     * article into an error and take the form away.
     */
    getArticleVersion: build.query<Article, Id>({
      query: (id) => ({ url: '/api/article/detail/{id}', params: { id } }),
      rawResponseSchema: wire.article,
      transformResponse: toArticle,
      keepUnusedDataFor: 0,
    }),
    getRank: build.query<RankedArticle[], void>({
      query: () => ({ url: '/api/article/rank' }),
      rawResponseSchema: wire.rankList,
      transformResponse: toList(toRanked, 'articles'),
      providesTags: [LIST],
    }),
    getTimeline: build.query<TimelineEntry[], void>({
      query: () => ({ url: '/api/article/timeline' }),
      rawResponseSchema: wire.timelineList,
      transformResponse: toList(toTimelineEntry, 'articles'),
      providesTags: [LIST],
    }),
    createArticle: build.mutation<Article, ArticleInput>({
      query: (input) => ({ url: '/api/article', method: 'POST', params: { ...input } }),
      rawResponseSchema: answer.article,
      transformResponse: toArticle,
      invalidatesTags: [
        LIST,
        { type: 'Category', id: 'LIST' },
        { type: 'Label', id: 'LIST' },
        'Analysis',
      ],
    }),
    updateArticle: build.mutation<Article, ArticleInput & { id: Id }>({
      query: (input) => ({ url: '/api/article/{id}', method: 'PUT', params: { ...input } }),
      rawResponseSchema: answer.article,
      transformResponse: toArticle,
      invalidatesTags: (_result, _error, { id }) => [
        LIST,
        { type: 'Article', id },
        { type: 'Category', id: 'LIST' },
        { type: 'Label', id: 'LIST' },
      ],
    }),
    deleteArticle: build.mutation<null, Id>({
      query: (id) => ({ url: '/api/article/{id}', method: 'DELETE', params: { id } }),
      invalidatesTags: (_result, _error, id) => [
        LIST,
        { type: 'Article', id },
        { type: 'Category', id: 'LIST' },
        { type: 'Label', id: 'LIST' },
        'Analysis',
      ],
    }),
    toggleArticleDisabled: build.mutation<DisabledState, Id>({
      query: (id) => ({ url: '/api/article/disabled/{id}', method: 'POST', params: { id } }),
      rawResponseSchema: answer.disabledState,
      transformResponse: toDisabledState,
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'Article', id }],
    }),
    // Bulk variants of delete and toggle: the same calls (a refusal toasts like any other, and the
    // bulk report names each failed row) invalidating nothing, so a run over 20 rows refreshes the table once, at the
    // end (invalidateAfterArticleBulk), instead of after every call.
    deleteArticleInBulk: build.mutation<null, Id>({
      query: (id) => ({ url: '/api/article/{id}', method: 'DELETE', params: { id } }),
    }),
    toggleArticleDisabledInBulk: build.mutation<DisabledState, Id>({
      query: (id) => ({
        url: '/api/article/disabled/{id}',
        method: 'POST',
        params: { id },
      }),
      rawResponseSchema: answer.disabledState,
      transformResponse: toDisabledState,
    }),
  }),
});

/** What a bulk run over articles may have changed: the lists, the taxonomies' counts, totals. */
export const invalidateAfterArticleBulk = () =>
  articlesApi.util.invalidateTags([
    LIST,
    { type: 'Category', id: 'LIST' },
    { type: 'Label', id: 'LIST' },
    'Analysis',
  ]);

/**
 * An article as the page already has it, without asking for it: for parts beside the article
 * (the sidebar's contents). Subscribing would ask again for an article whose call failed (RTK
 * Query refetches an errored query for each new subscriber): the page would flash busy between
 * its error and the same error again.
 */
export const useArticleOnScreen = articlesApi.endpoints.getArticle.useQueryState;

export const {
  useGetArticlesQuery,
  useGetAllArticlesQuery,
  useGetArticleQuery,
  useGetRankQuery,
  useGetTimelineQuery,
  useCreateArticleMutation,
  useUpdateArticleMutation,
  useDeleteArticleMutation,
  useToggleArticleDisabledMutation,
  useDeleteArticleInBulkMutation,
  useToggleArticleDisabledInBulkMutation,
} = articlesApi;
