/**
 * What differs between the category and label screens: their words and their hooks. The
 * manager only needs the small slice of each hook typed here, which both resources satisfy.
 */
import type { Id, Page, Taxonomy, TaxonomyListArgs } from '@/api/types';
import type { BulkNoun } from '@/components/console/use-bulk-actions';
import type { MessageId } from '@/i18n/i18n';
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
  /** Which kind, for counts ("3 categories"). */
  kind: BulkNoun;
  /** Singular, lower case: 'category'. */
  noun: MessageId;
  /** The screen's title: 'Categories'. */
  title: MessageId;
  /** Plural, lower case, inside sentences: 'categories'. */
  items: MessageId;
  /** Labels show their colour chip. */
  colored: boolean;
  /** Extra words for the delete confirmation. */
  deleteNote: MessageId;
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
  kind: 'category',
  noun: 'console.taxonomies.category.noun',
  title: 'console.taxonomies.category.title',
  items: 'console.taxonomies.category.items',
  colored: false,
  deleteNote: 'console.taxonomies.category.deleteNote',
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
  kind: 'label',
  noun: 'console.taxonomies.label.noun',
  title: 'console.taxonomies.label.title',
  items: 'console.taxonomies.label.items',
  colored: true,
  deleteNote: 'console.taxonomies.label.deleteNote',
  useList: useGetAllLabelsQuery,
  useCreate: useCreateLabelMutation,
  useUpdate: useUpdateLabelMutation,
  useRemove: useDeleteLabelMutation,
  useToggle: useToggleLabelDisabledMutation,
  tag: 'Label',
  useRemoveInBulk: useDeleteLabelInBulkMutation,
  useToggleInBulk: useToggleLabelDisabledInBulkMutation,
};
