/**
 * The files the blog holds, from GET /api/file (paged, page and size in the URL). A backend
 * without that extension answers 404: the screen then shows this visit's uploads and says why.
 */
import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import { errorMessage, isNotFound } from '@/api/errors';
import type { FileItem } from '@/api/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useFocusStaysInRows } from '@/components/console/use-focus-stays-in-rows';
import { BulkBar } from '@/components/console/bulk-bar';
import { ConsolePager } from '@/components/console/console-pager';
import { ActionFailureBanner } from '@/components/console/action-failure-banner';
import { useActionFailures } from '@/components/console/use-action-failures';
import { useTableQuery } from '@/components/console/use-table-query';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { useT } from '@/i18n/use-t';
import { useAppDispatch } from '@/lib/hooks';
import { showToast } from '@/lib/toast-slice';
import { useDeleteFileMutation, useGetFilesQuery } from './files-api';
import { FileGrid, FileGridSkeleton, FileTable } from './file-views';
import { removeSessionUpload, useSessionUploads } from './session-uploads';
import { useFileBulk } from './use-file-bulk';

type View = 'grid' | 'list';
const SUCCESS = 'success';

export function FileLibrary() {
  const t = useT();
  const dispatch = useAppDispatch();
  const query = useTableQuery();
  const [view, setView] = useState<View>('grid');
  const { data, error, isLoading, isFetching, isError, refetch } = useGetFilesQuery({
    page: query.page,
    pageSize: query.pageSize,
  });
  const sessionUploads = useSessionUploads();
  const [remove, { isLoading: deleting }] = useDeleteFileMutation();
  const [toDelete, setToDelete] = useState<FileItem | null>(null);
  const noList = isError && isNotFound(error);
  const frame = useRef<HTMLDivElement>(null);
  useFocusStaysInRows(frame);

  // A failed delete is named above the files, with Retry (the call layer toasts only refusals).
  const failures = useActionFailures();

  // `then` runs as soon as the call is over, in the same turn (the rows' focus bookkeeping counts
  // on the dialog closing before the refreshed list arrives).
  const deleteFile = async (file: FileItem, then?: () => void) => {
    const key = `delete:${file.id}`;
    try {
      await remove(file.id).unwrap();
      removeSessionUpload(file.id);
      failures.settle(key);
      dispatch(showToast(t('console.files.deleted', { name: file.name }), SUCCESS));
    } catch (failure) {
      failures.report(
        key,
        t('console.files.deleteFailed', { name: file.name }),
        failure,
        () => void deleteFile(file),
      );
    }
    then?.();
  };

  const confirmDelete = () => {
    if (toDelete) void deleteFile(toDelete, () => setToDelete(null));
  };

  const files = noList ? sessionUploads : (data?.list ?? []);
  const View = view === 'grid' ? FileGrid : FileTable;
  const bulk = useFileBulk(files, `${query.page}/${query.pageSize}`);

  let body;
  if (isLoading) body = <FileGridSkeleton count={Math.min(query.pageSize, 8)} />;
  else if (isError && !noList)
    body = (
      <ErrorState
        message={errorMessage(error, t('console.files.loadFailed'))}
        onRetry={() => void refetch()}
      />
    );
  else if (files.length === 0)
    body = (
      <EmptyState
        title={t(noList ? 'console.files.empty.session' : 'console.files.empty.all')}
        description={t('console.files.empty.description')}
      />
    );
  else body = <View files={files} onDelete={setToDelete} selection={bulk.selection} />;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 2,
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography component="h2" variant="h6">
          {t(noList ? 'console.files.heading.session' : 'console.files.heading.all')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, next: View | null) => next && setView(next)}
          aria-label={t('console.files.layout')}
        >
          <ToggleButton value="grid" aria-label={t('console.files.layout.grid')}>
            <GridViewIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="list" aria-label={t('console.files.layout.list')}>
            <ViewListIcon fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {noList && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('console.files.noList')}
        </Alert>
      )}
      <BulkBar {...bulk.bar} deleteNote={t('console.files.bulkDeleteNote')} />
      <ActionFailureBanner {...failures} />
      <Box
        ref={frame}
        sx={{ opacity: isFetching && !isLoading ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {body}
      </Box>
      {!noList && data && data.total > 0 && (
        <ConsolePager
          total={data.total}
          page={query.page}
          pageSize={query.pageSize}
          sizeLabel={t('console.files.perPage')}
          onPageChange={query.setPage}
          onPageSizeChange={query.setPageSize}
        />
      )}
      <ConfirmDialog
        open={!!toDelete}
        title={t('console.files.confirm.title')}
        message={toDelete ? t('console.files.confirm.message', { name: toDelete.name }) : ''}
        pending={deleting}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Paper>
  );
}
