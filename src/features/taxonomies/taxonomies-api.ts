/**
 * Category and label lists as the reading side shows them (the sidebar's, in every page's first
 * load). The contract gives both resources the same calls and shapes; the console's calls for
 * them are injected from taxonomies-console-api.ts, in the console's chunks only.
 */
import { apiSlice } from '@/api/api-slice';
import { toList, toTaxonomySummary, wire } from '@/api/adapters';
import type { TaxonomySummary } from '@/api/types';

export type TaxonomyTag = 'Category' | 'Label';

const enabledList = (type: TaxonomyTag) => ({
  // The sidebar's lists: a failed section hides, never a toast.
  extraOptions: { quiet: true },
  rawResponseSchema: wire.taxonomyList,
  transformResponse: toList(toTaxonomySummary, 'taxonomies'),
  providesTags: [{ type, id: 'LIST' }],
});

export const taxonomiesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<TaxonomySummary[], void>({
      query: () => ({ url: '/api/category' }),
      ...enabledList('Category'),
    }),
    getLabels: build.query<TaxonomySummary[], void>({
      query: () => ({ url: '/api/label' }),
      ...enabledList('Label'),
    }),
  }),
});

export const { useGetCategoriesQuery, useGetLabelsQuery } = taxonomiesApi;
