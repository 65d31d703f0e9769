/**
 * Bulk enable, disable and delete for the article table, one call at a time, with one refresh of
 * the lists at the end (see useBulkActions), and one rebuild of the site when the owner asks for
 * one after each change (rebuild-after-change.ts).
 */
import type { ArticleSummary } from '@/api/types';
import { setEnabled } from '@/components/console/run-bulk';
import { useBulkActions } from '@/components/console/use-bulk-actions';
import { rebuildAfterChange } from '@/features/site-state/rebuild-after-change';
import { useAppDispatch } from '@/lib/hooks';
import {
  invalidateAfterArticleBulk,
  useDeleteArticleInBulkMutation,
  useToggleArticleDisabledInBulkMutation,
} from '../articles-console-api';

export function useArticleBulk(rows: readonly ArticleSummary[], scope: string) {
  const dispatch = useAppDispatch();
  const [remove] = useDeleteArticleInBulkMutation();
  const [toggle] = useToggleArticleDisabledInBulkMutation();
  return useBulkActions<ArticleSummary>({
    rows,
    getRowId: (row) => row.id,
    nameOf: (row) => row.title,
    noun: 'article',
    scope,
    actions: {
      enable: (row) => setEnabled(true, row.disabled, () => toggle(row.id).unwrap()),
      disable: (row) => setEnabled(false, row.disabled, () => toggle(row.id).unwrap()),
      delete: async (row) => {
        await remove(row.id).unwrap();
        return 'done';
      },
    },
    onFinished: () => {
      dispatch(invalidateAfterArticleBulk());
      dispatch(rebuildAfterChange());
    },
  });
}
