/**
 * The API's keyword search as the search counts it, injected by the search chunk: every article
 * the API matches, asked for a page at a time until its total is reached, so the quick search and
 * the list page merge them with the index's and count each article once (merge-results.ts). It
 * finds articles published since the prerender wrote the index, and serves alone where there is
 * no index (the dev server, a site never prerendered). Quiet: the dialog and the list say so in
 * place.
 */
import { apiSlice } from '@/api/api-slice';
import { allArticlePages } from '@/api/article-pages';
import type { ArticleSummary } from '@/api/types';
import { SEARCH_API_MAX_PAGES, SEARCH_API_PAGE_SIZE } from '@/config/constants';

export interface SearchArgs {
  keyword: string;
  categoryId?: string;
  labelId?: string;
}

export const searchApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    searchArticles: build.query<ArticleSummary[], SearchArgs>({
      queryFn: (args, _api, _extraOptions, baseQuery) =>
        allArticlePages(
          baseQuery,
          '/api/article',
          { ...args },
          {
            pageSize: SEARCH_API_PAGE_SIZE,
            maxPages: SEARCH_API_MAX_PAGES,
          },
        ),
      extraOptions: { quiet: true },
      // The article lists' tag (reading/articles-api.ts): an owner's edit refreshes it too.
      providesTags: [{ type: 'Article', id: 'LIST' }],
    }),
  }),
});

export const { useSearchArticlesQuery } = searchApi;
