/**
 * The console's article calls: the full list, the version check before a save, and every change.
 * Injected into the one API slice from the console's chunks, so the reading side's first load
 * carries neither these endpoints nor the shapes their answers are held to (mutation-answers.ts).
 */
import { toArticle, toArticleSummary, toDisabledState, toPage, wire } from '@/api/adapters';
import { answer } from '@/api/mutation-answers';
import type {
  Article,
  ArticleInput,
  ConsoleArticleListArgs,
  DisabledState,
  Id,
  Page,
  ArticleSummary,
} from '@/api/types';
import { ARTICLE_LIST as LIST, articlesApi } from '@/features/reading/articles-api';
import { rebuildOnSuccess } from '@/features/site-state/rebuild-after-change';

/**
 * A save changes the public pages when the article is (now) enabled, or when its status was sent
 * (toInput sends it only when it changed): a disabled draft saved again does not.
 */
const savedChangesSite = (input: ArticleInput, saved: Article) =>
  !saved.disabled || input.disabled !== undefined;

export const articlesConsoleApi = articlesApi.injectEndpoints({
  endpoints: (build) => ({
    getAllArticles: build.query<Page<ArticleSummary>, ConsoleArticleListArgs>({
      query: (params) => ({ url: '/api/article/all', params: { ...params } }),
      rawResponseSchema: wire.articlePage,
      transformResponse: toPage(toArticleSummary, 'articles'),
      providesTags: (result) => [
        LIST,
        ...(result?.list ?? []).map(({ id }) => ({ type: 'Article' as const, id })),
      ],
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
    createArticle: build.mutation<Article, ArticleInput>({
      query: (input) => ({ url: '/api/article', method: 'POST', params: { ...input } }),
      rawResponseSchema: answer.article,
      transformResponse: toArticle,
      onQueryStarted: rebuildOnSuccess(savedChangesSite),
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
      onQueryStarted: rebuildOnSuccess(savedChangesSite),
      invalidatesTags: (_result, _error, { id }) => [
        LIST,
        { type: 'Article', id },
        { type: 'Category', id: 'LIST' },
        { type: 'Label', id: 'LIST' },
      ],
    }),
    deleteArticle: build.mutation<null, Id>({
      query: (id) => ({ url: '/api/article/{id}', method: 'DELETE', params: { id } }),
      onQueryStarted: rebuildOnSuccess(),
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
      onQueryStarted: rebuildOnSuccess(),
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
  articlesConsoleApi.util.invalidateTags([
    LIST,
    { type: 'Category', id: 'LIST' },
    { type: 'Label', id: 'LIST' },
    'Analysis',
  ]);

export const {
  useGetAllArticlesQuery,
  useCreateArticleMutation,
  useUpdateArticleMutation,
  useDeleteArticleMutation,
  useToggleArticleDisabledMutation,
  useDeleteArticleInBulkMutation,
  useToggleArticleDisabledInBulkMutation,
} = articlesConsoleApi;
