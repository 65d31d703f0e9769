/** Bulk delete for the file library, one call at a time, with one refresh at the end. */
import type { FileItem } from '@/api/types';
import { useBulkActions } from '@/components/console/use-bulk-actions';
import { useAppDispatch } from '@/lib/hooks';
import { invalidateFileList, useDeleteFileInBulkMutation } from './files-api';
import { removeSessionUpload } from './session-uploads';

export function useFileBulk(files: readonly FileItem[], scope: string) {
  const dispatch = useAppDispatch();
  const [remove] = useDeleteFileInBulkMutation();
  return useBulkActions<FileItem>({
    rows: files,
    getRowId: (file) => file.id,
    nameOf: (file) => file.name,
    noun: 'file',
    scope,
    actions: {
      delete: async (file) => {
        await remove(file.id).unwrap();
        removeSessionUpload(file.id);
        return 'done';
      },
    },
    onFinished: () => dispatch(invalidateFileList()),
  });
}
