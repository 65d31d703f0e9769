/**
 * Bulk enable, disable and delete for the category or label table, one call at a time, with one
 * refresh of the lists at the end (see useBulkActions).
 */
import type { Taxonomy } from '@/api/types';
import { setEnabled } from '@/components/console/run-bulk';
import { useBulkActions } from '@/components/console/use-bulk-actions';
import { useAppDispatch } from '@/lib/hooks';
import { invalidateAfterTaxonomyBulk } from '../taxonomies-console-api';
import type { TaxonomyKind } from './taxonomy-kinds';

export function useTaxonomyBulk(kind: TaxonomyKind, rows: readonly Taxonomy[], scope: string) {
  const dispatch = useAppDispatch();
  const [remove] = kind.useRemoveInBulk();
  const [toggle] = kind.useToggleInBulk();
  return useBulkActions<Taxonomy>({
    rows,
    getRowId: (item) => item.id,
    nameOf: (item) => item.name,
    noun: kind.kind,
    scope,
    actions: {
      enable: (item) => setEnabled(true, item.disabled, () => toggle(item.id).unwrap()),
      disable: (item) => setEnabled(false, item.disabled, () => toggle(item.id).unwrap()),
      delete: async (item) => {
        await remove(item.id).unwrap();
        return 'done';
      },
    },
    onFinished: () => dispatch(invalidateAfterTaxonomyBulk(kind.tag)),
  });
}
