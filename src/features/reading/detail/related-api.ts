/**
 * The related-articles call, injected by the article page's chunk (other pages never load it):
 * one list (related.ts candidatesCall) ranked as it arrives. Quiet: a failed section says so in
 * place, never in a toast.
 */
import { toArticleSummary, toPage, wire } from '@/api/adapters';
import type { ArticleSummary } from '@/api/types';
import { ARTICLE_LIST, articlesApi } from '../articles-api';
import { candidatesCall, rankRelated, type RelatedArgs } from './related';

export const relatedApi = articlesApi.injectEndpoints({
  endpoints: (build) => ({
    getRelated: build.query<ArticleSummary[], RelatedArgs>({
      query: (args) => ({ url: '/api/article', params: { ...candidatesCall(args) } }),
      extraOptions: { quiet: true },
      rawResponseSchema: wire.articlePage,
      transformResponse: (value: unknown, _meta, args) =>
        rankRelated(args, toPage(toArticleSummary, 'articles')(value).list),
      providesTags: [ARTICLE_LIST],
    }),
  }),
});

export const { useGetRelatedQuery } = relatedApi;
