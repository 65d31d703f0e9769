/**
 * What differs between the category and label screens: their words and their hooks. The
 * manager only needs the small slice of each hook typed here, which both resources satisfy.
 */
import type { Id, Page, Taxonomy, TaxonomyListArgs } from '@/api/types';
import {
  useCreateCategoryMutation,
  useDeleteCategoryInBulkMutation,
  useDeleteLabelInBulkMutation,
  useToggleCategoryDisabledInBulkMutation,
  useToggleLabelDisabledInBulkMutation,
  useCreateLabelMutation,
  useDeleteCategoryMutation,
  useDeleteLabelMutation,
  useGetAllCategoriesQuery,
  useGetAllLabelsQuery,
  useToggleCategoryDisabledMutation,
  useToggleLabelDisabledMutation,
  useUpdateCategoryMutation,
  useUpdateLabelMutation,
} from '../taxonomies-console-api';

interface Unwrappable<T> {
  unwrap: () => Promise<T>;
}
type MutationHook<Arg, Result> = () => readonly [
  (arg: Arg) => Unwrappable<Result>,
  { isLoading: boolean },
];

export interface TaxonomyKind {
  /** Singular, lower case: 'category'. */
  noun: string;
  /** The screen's title: 'Categories'. */
  title: string;
  /** Labels show their colour chip. */
  colored: boolean;
  /** Extra words for the delete confirmation. */
  deleteNote: string;
  useList: (args: TaxonomyListArgs) => {
    data?: Page<Taxonomy>;
    isLoading: boolean;
    isFetching: boolean;
    error?: unknown;
    refetch: () => unknown;
  };
  useCreate: MutationHook<{ name: string }, Taxonomy>;
  useUpdate: MutationHook<{ id: Id; name: string }, Taxonomy>;
  useRemove: MutationHook<Id, null>;
  useToggle: MutationHook<Id, unknown>;
  /** The bulk run's calls (no refresh of their own) and the cache tag refreshed after. */
  tag: 'Category' | 'Label';
  useRemoveInBulk: MutationHook<Id, null>;
  useToggleInBulk: MutationHook<Id, { disabled: boolean }>;
}

export const categoryKind: TaxonomyKind = {
  noun: 'category',
  title: 'Categories',
  colored: false,
  deleteNote: 'A category that still has articles cannot be deleted.',
  useList: useGetAllCategoriesQuery,
  useCreate: useCreateCategoryMutation,
  useUpdate: useUpdateCategoryMutation,
  useRemove: useDeleteCategoryMutation,
  useToggle: useToggleCategoryDisabledMutation,
  tag: 'Category',
  useRemoveInBulk: useDeleteCategoryInBulkMutation,
  useToggleInBulk: useToggleCategoryDisabledInBulkMutation,
};

export const labelKind: TaxonomyKind = {
  noun: 'label',
  title: 'Labels',
  colored: true,
  deleteNote: 'It will be taken off the articles that carry it.',
  useList: useGetAllLabelsQuery,
  useCreate: useCreateLabelMutation,
  useUpdate: useUpdateLabelMutation,
  useRemove: useDeleteLabelMutation,
  useToggle: useToggleLabelDisabledMutation,
  tag: 'Label',
  useRemoveInBulk: useDeleteLabelInBulkMutation,
  useToggleInBulk: useToggleLabelDisabledInBulkMutation,
};
