/**
 * Category and label endpoints. The contract gives both resources the same calls and shapes, so
 * one builder makes both sets and each keeps its own cache tag.
 */
import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import { apiSlice, type tagTypes } from '@/api/api-slice';
import type { baseQuery } from '@/api/base-query';
import { toDisabledState, toList, toPage, toTaxonomy, toTaxonomySummary } from '@/api/adapters';
import type {
  DisabledState,
  Id,
  Page,
  Taxonomy,
  TaxonomyListArgs,
  TaxonomySummary,
} from '@/api/types';

type Builder = EndpointBuilder<typeof baseQuery, (typeof tagTypes)[number], 'api'>;
type TaxonomyTag = 'Category' | 'Label';

function taxonomyEndpoints(build: Builder, base: string, type: TaxonomyTag) {
  const LIST = { type, id: 'LIST' };
  return {
    list: build.query<TaxonomySummary[], void>({
      query: () => ({ url: base }),
      transformResponse: toList(toTaxonomySummary),
      providesTags: [LIST],
    }),
    all: build.query<Page<Taxonomy>, TaxonomyListArgs>({
      query: (params) => ({ url: `${base}/all`, params: { ...params } }),
      transformResponse: toPage(toTaxonomy),
      providesTags: (result) => [LIST, ...(result?.list ?? []).map(({ id }) => ({ type, id }))],
    }),
    // Create, rename and delete are silent: the console shows their refusals (a duplicate name, a
    // category still in use) beside the field or above the table, where a toast would repeat them.
    create: build.mutation<Taxonomy, { name: string }>({
      query: (params) => ({ url: base, method: 'POST', params, silent: true }),
      transformResponse: toTaxonomy,
      invalidatesTags: [LIST, 'Analysis'],
    }),
    update: build.mutation<Taxonomy, { id: Id; name: string }>({
      query: (params) => ({ url: `${base}/{id}`, method: 'PUT', params, silent: true }),
      transformResponse: toTaxonomy,
      invalidatesTags: (_r, _e, { id }) => [LIST, { type, id }, { type: 'Article', id: 'LIST' }],
    }),
    remove: build.mutation<null, Id>({
      query: (id) => ({ url: `${base}/{id}`, method: 'DELETE', params: { id }, silent: true }),
      invalidatesTags: (_r, _e, id) => [LIST, { type, id }, 'Analysis'],
    }),
    toggle: build.mutation<DisabledState, Id>({
      query: (id) => ({ url: `${base}/disabled/{id}`, method: 'POST', params: { id } }),
      transformResponse: toDisabledState,
      invalidatesTags: (_r, _e, id) => [LIST, { type, id }, { type: 'Article', id: 'LIST' }],
    }),
    // Bulk variants: silent (the bulk report names each failure) and invalidating nothing, so a
    // run refreshes the table once at the end (invalidateAfterTaxonomyBulk).
    removeInBulk: build.mutation<null, Id>({
      query: (id) => ({ url: `${base}/{id}`, method: 'DELETE', params: { id }, silent: true }),
    }),
    toggleInBulk: build.mutation<DisabledState, Id>({
      query: (id) => ({
        url: `${base}/disabled/{id}`,
        method: 'POST',
        params: { id },
        silent: true,
      }),
      transformResponse: toDisabledState,
    }),
  };
}

export const taxonomiesApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const category = taxonomyEndpoints(build, '/api/category', 'Category');
    const label = taxonomyEndpoints(build, '/api/label', 'Label');
    return {
      getCategories: category.list,
      getAllCategories: category.all,
      createCategory: category.create,
      updateCategory: category.update,
      deleteCategory: category.remove,
      toggleCategoryDisabled: category.toggle,
      deleteCategoryInBulk: category.removeInBulk,
      toggleCategoryDisabledInBulk: category.toggleInBulk,
      getLabels: label.list,
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
  useGetCategoriesQuery,
  useGetAllCategoriesQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useToggleCategoryDisabledMutation,
  useGetLabelsQuery,
  useGetAllLabelsQuery,
  useCreateLabelMutation,
  useUpdateLabelMutation,
  useDeleteLabelMutation,
  useToggleLabelDisabledMutation,
  useDeleteCategoryInBulkMutation,
  useToggleCategoryDisabledInBulkMutation,
  useDeleteLabelInBulkMutation,
  useToggleLabelDisabledInBulkMutation,
} = taxonomiesApi;

/** What a bulk run over categories or labels may have changed (articles show their names). */
export const invalidateAfterTaxonomyBulk = (type: TaxonomyTag) =>
  taxonomiesApi.util.invalidateTags([
    { type, id: 'LIST' },
    { type: 'Article', id: 'LIST' },
    'Analysis',
  ]);
