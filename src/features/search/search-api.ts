/**
 * The API's keyword search as the search counts it, injected by the search chunk: every article
 * the API matches, asked for a page at a time until its total is reached, so the quick search and
 * the list page merge them with the index's and count each article once (merge-results.ts). It
 * finds articles published since the prerender wrote the index, and serves alone where there is
 * no index (the dev server, a site never prerendered). Quiet: the dialog and the list say so in
 * place.
 */
import { toArticleSummary, toPage, wire } from '@/api/adapters';
import { shapeError, apiSlice } from '@/api/api-slice';
import type { ArticleSummary } from '@/api/types';
import { SEARCH_API_MAX_PAGES, SEARCH_API_PAGE_SIZE } from '@/config/constants';

export interface SearchArgs {
  keyword: string;
  categoryId?: string;
  labelId?: string;
}

const readPage = toPage(toArticleSummary, 'articles');

export const searchApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    searchArticles: build.query<ArticleSummary[], SearchArgs>({
      async queryFn(args, _api, _extraOptions, baseQuery) {
        const found: ArticleSummary[] = [];
        for (let page = 1; page <= SEARCH_API_MAX_PAGES; page += 1) {
          const answer = await baseQuery({
            url: '/api/article',
            params: { ...args, page, pageSize: SEARCH_API_PAGE_SIZE },
          });
          if (answer.error) return { error: answer.error };
          if ('issues' in wire.articlePage['~standard'].validate(answer.data))
            return { error: shapeError() };
          const { list, total } = readPage(answer.data);
          found.push(...list);
          if (list.length === 0 || found.length >= total) break;
        }
        return { data: found };
      },
      extraOptions: { quiet: true },
      // The article lists' tag (reading/articles-api.ts): an owner's edit refreshes it too.
      providesTags: [{ type: 'Article', id: 'LIST' }],
    }),
  }),
});

export const { useSearchArticlesQuery } = searchApi;
