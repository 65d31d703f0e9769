/**
 * The quick search's call to the API's keyword search, injected by the search chunk: it finds
 * articles published since the prerender wrote the index, and serves alone where there is no
 * index (the dev server, a site never prerendered). Quiet: the dialog says so in place.
 */
import { toArticleSummary, toPage, wire } from '@/api/adapters';
import type { ArticleSummary } from '@/api/types';
import { QUICK_SEARCH_RESULTS } from '@/config/constants';
import { apiSlice } from '@/api/api-slice';

export const searchApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    searchArticles: build.query<ArticleSummary[], string>({
      query: (keyword) => ({
        url: '/api/article',
        params: { page: 1, pageSize: QUICK_SEARCH_RESULTS, keyword },
      }),
      extraOptions: { quiet: true },
      rawResponseSchema: wire.articlePage,
      transformResponse: (value: unknown) => toPage(toArticleSummary, 'articles')(value).list,
      // The article lists' tag (reading/articles-api.ts): an owner's edit refreshes it too.
      providesTags: [{ type: 'Article', id: 'LIST' }],
    }),
  }),
});

export const { useSearchArticlesQuery } = searchApi;
