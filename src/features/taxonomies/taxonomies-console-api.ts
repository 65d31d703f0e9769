/**
 * The console's category and label calls: the full lists and every change. The contract gives
 * both resources the same calls and shapes, so one builder makes both sets and each keeps its own
 * cache tag. Injected from the console's chunks, so the reading side's first load carries neither
 * these endpoints nor the shapes their answers are held to (mutation-answers.ts).
 */
import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import type { tagTypes } from '@/api/api-slice';
import type { baseQuery } from '@/api/base-query';
import { toDisabledState, toPage, toTaxonomy, wire } from '@/api/adapters';
import { answer } from '@/api/mutation-answers';
import type { DisabledState, Id, Page, Taxonomy, TaxonomyListArgs } from '@/api/types';
import { taxonomiesApi, type TaxonomyTag } from './taxonomies-api';

type Builder = EndpointBuilder<typeof baseQuery, (typeof tagTypes)[number], 'api'>;

function taxonomyEndpoints(build: Builder, base: string, type: TaxonomyTag) {
  const LIST = { type, id: 'LIST' };
  return {
    all: build.query<Page<Taxonomy>, TaxonomyListArgs>({
      query: (params) => ({ url: `${base}/all`, params: { ...params } }),
      rawResponseSchema: wire.taxonomyPage,
      transformResponse: toPage(toTaxonomy, 'taxonomies'),
      providesTags: (result) => [LIST, ...(result?.list ?? []).map(({ id }) => ({ type, id }))],
    }),
    create: build.mutation<Taxonomy, { name: string }>({
      query: (params) => ({ url: base, method: 'POST', params }),
      rawResponseSchema: answer.taxonomy,
      transformResponse: toTaxonomy,
      invalidatesTags: [LIST, 'Analysis'],
    }),
    update: build.mutation<Taxonomy, { id: Id; name: string }>({
      query: (params) => ({ url: `${base}/{id}`, method: 'PUT', params }),
      rawResponseSchema: answer.taxonomy,
      transformResponse: toTaxonomy,
      invalidatesTags: (_r, _e, { id }) => [LIST, { type, id }, { type: 'Article', id: 'LIST' }],
    }),
    remove: build.mutation<null, Id>({
      query: (id) => ({ url: `${base}/{id}`, method: 'DELETE', params: { id } }),
      invalidatesTags: (_r, _e, id) => [LIST, { type, id }, 'Analysis'],
    }),
    toggle: build.mutation<DisabledState, Id>({
      query: (id) => ({ url: `${base}/disabled/{id}`, method: 'POST', params: { id } }),
      rawResponseSchema: answer.disabledState,
      transformResponse: toDisabledState,
      invalidatesTags: (_r, _e, id) => [LIST, { type, id }, { type: 'Article', id: 'LIST' }],
    }),
    // Bulk variants: the same calls (a refusal toasts like any other) invalidating nothing, so a
    // run refreshes the table once at the end (invalidateAfterTaxonomyBulk).
    removeInBulk: build.mutation<null, Id>({
      query: (id) => ({ url: `${base}/{id}`, method: 'DELETE', params: { id } }),
    }),
    toggleInBulk: build.mutation<DisabledState, Id>({
      query: (id) => ({
        url: `${base}/disabled/{id}`,
        method: 'POST',
        params: { id },
      }),
      rawResponseSchema: answer.disabledState,
      transformResponse: toDisabledState,
    }),
  };
}

export const taxonomiesConsoleApi = taxonomiesApi.injectEndpoints({
  endpoints: (build) => {
    const category = taxonomyEndpoints(build, '/api/category', 'Category');
    const label = taxonomyEndpoints(build, '/api/label', 'Label');
    return {
      getAllCategories: category.all,
      createCategory: category.create,
      updateCategory: category.update,
      deleteCategory: category.remove,
      toggleCategoryDisabled: category.toggle,
      deleteCategoryInBulk: category.removeInBulk,
      toggleCategoryDisabledInBulk: category.toggleInBulk,
      getAllLabels: label.all,
      createLabel: label.create,
      updateLabel: label.update,
      deleteLabel: label.remove,
      toggleLabelDisabled: label.toggle,
      deleteLabelInBulk: label.removeInBulk,
      toggleLabelDisabledInBulk: label.toggleInBulk,
    };
  },
});

export const {
  useGetAllCategoriesQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useToggleCategoryDisabledMutation,
  useGetAllLabelsQuery,
  useCreateLabelMutation,
  useUpdateLabelMutation,
  useDeleteLabelMutation,
  useToggleLabelDisabledMutation,
  useDeleteCategoryInBulkMutation,
  useToggleCategoryDisabledInBulkMutation,
  useDeleteLabelInBulkMutation,
  useToggleLabelDisabledInBulkMutation,
} = taxonomiesConsoleApi;

/** What a bulk run over categories or labels may have changed (articles show their names). */
export const invalidateAfterTaxonomyBulk = (type: TaxonomyTag) =>
  taxonomiesConsoleApi.util.invalidateTags([
    { type, id: 'LIST' },
    { type: 'Article', id: 'LIST' },
    'Analysis',
  ]);
