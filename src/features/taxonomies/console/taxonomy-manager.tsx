/**
 * The category and label screens (one component, two kinds): a server-paged table whose page,
 * page size and keyword live in the URL, with add and rename in a dialog, delete with
 * confirmation, and an optimistic status switch. Every change confirms itself with a toast; a
 * switch or delete that fails is named above the table, with Retry when the server was not reached
 * (useActionFailures). One just added stays on top of the page being looked at, highlighted,
 * wherever the server files it.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { Taxonomy } from '@/api/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ActionFailureBanner } from '@/components/console/action-failure-banner';
import { BulkBar } from '@/components/console/bulk-bar';
import { ConsolePageHeader } from '@/components/console/console-page-header';
import { DataTable, type DataColumn } from '@/components/console/data-table';
import { RowAction } from '@/components/console/row-action';
import { SearchField } from '@/components/console/search-field';
import { StatusSwitch } from '@/components/console/status-switch';
import { useActionFailures } from '@/components/console/use-action-failures';
import { useTableQuery } from '@/components/console/use-table-query';
import { formatWhen } from '@/lib/format-date';
import { useAppDispatch } from '@/lib/hooks';
import { tagColor } from '@/lib/tag-colors';
import { showToast } from '@/lib/toast-slice';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useT } from '@/i18n/use-t';
import type { TaxonomyKind } from './taxonomy-kinds';
import { TaxonomyFormDialog } from './taxonomy-form-dialog';
import { useTaxonomyBulk } from './use-taxonomy-bulk';

const SUCCESS = 'success';

type Editing = { mode: 'create' } | { mode: 'edit'; item: Taxonomy };

export function TaxonomyManager({ kind }: { kind: TaxonomyKind }) {
  const t = useT();
  const title = t(kind.title);
  const items = t(kind.items);
  useDocumentTitle(title);
  const dispatch = useAppDispatch();
  const { page, pageSize, keyword, setPage, setPageSize, setKeyword } = useTableQuery();
  const list = kind.useList({ page, pageSize, ...(keyword ? { keyword } : {}) });
  const [create, createState] = kind.useCreate();
  const [update, updateState] = kind.useUpdate();
  const [remove, removeState] = kind.useRemove();
  const [toggle] = kind.useToggle();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Taxonomy | null>(null);
  // Kept apart from `deleting` so the dialog's text stays put while it fades out.
  const [confirmOpen, setConfirmOpen] = useState(false);
  const failures = useActionFailures();
  const [added, setAdded] = useState<Taxonomy | null>(null);
  // Moving to another page or search is looking elsewhere: the added one takes its own place.
  useEffect(() => setAdded(null), [page, pageSize, keyword]);
  const noun = t(kind.noun);
  const bulk = useTaxonomyBulk(kind, list.data?.list ?? [], `${page}/${pageSize}/${keyword}`);

  // A page past the end (the last row of the last page deleted, an old link): step back.
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  useEffect(() => {
    if (list.data && !list.isFetching && page > lastPage) setPage(lastPage);
  }, [list.data, list.isFetching, page, lastPage, setPage]);

  const save = async (name: string) => {
    if (editing?.mode === 'edit') {
      await update({ id: editing.item.id, name }).unwrap();
      dispatch(showToast(t('console.taxonomies.toast.renamed', { noun, name }), SUCCESS));
    } else {
      setAdded(await create({ name }).unwrap());
      dispatch(showToast(t('console.taxonomies.toast.added', { noun, name }), SUCCESS));
    }
    setEditing(null);
  };

  // `then` runs as soon as the call is over, in the same turn (the focus bookkeeping of the rows
  // counts on the dialog closing before the refreshed list arrives).
  const deleteItem = async (item: Taxonomy, then?: () => void) => {
    const key = `delete:${item.id}`;
    try {
      await remove(item.id).unwrap();
      failures.settle(key);
      dispatch(
        showToast(t('console.taxonomies.toast.deleted', { noun, name: item.name }), SUCCESS),
      );
    } catch (error) {
      failures.report(
        key,
        t('console.taxonomies.deleteFailed', { name: item.name }),
        error,
        () => void deleteItem(item),
      );
    }
    then?.();
  };

  const confirmDelete = () => {
    if (deleting) void deleteItem(deleting, () => setConfirmOpen(false));
  };

  const fetched = list.data?.list ?? [];
  // The fresh copy once the list has it (its switch may have been used since).
  const rows = added
    ? [
        fetched.find((item) => item.id === added.id) ?? added,
        ...fetched.filter((item) => item.id !== added.id),
      ]
    : fetched;

  const columns: DataColumn<Taxonomy>[] = [
    {
      key: 'name',
      header: t('console.taxonomies.column.name'),
      card: 'title',
      render: (item) =>
        kind.colored ? (
          <Chip
            label={item.name}
            size="small"
            sx={{
              bgcolor: tagColor(item.id).bg,
              color: tagColor(item.id).fg,
              fontWeight: 500,
              maxWidth: 280,
            }}
          />
        ) : (
          <Box component="span" sx={{ fontWeight: 500 }}>
            {item.name}
          </Box>
        ),
    },
    {
      key: 'articles',
      header: t('console.taxonomies.column.articles'),
      align: 'right',
      width: 90,
      render: (item) => item.articleCount,
    },
    {
      key: 'status',
      header: t('console.taxonomies.column.status'),
      width: 150,
      nowrap: true,
      card: 'controls',
      render: (item) => (
        <StatusSwitch
          enabled={!item.disabled}
          label={t('console.taxonomies.switchLabel', { name: item.name })}
          onToggle={() => toggle(item.id).unwrap()}
          successMessage={(enabled) =>
            t(enabled ? 'console.taxonomies.toast.enabled' : 'console.taxonomies.toast.disabled', {
              noun,
              name: item.name,
            })
          }
          onFailed={(error, retry) =>
            failures.report(
              `status:${item.id}`,
              t('console.taxonomies.changeFailed', { noun, name: item.name }),
              error,
              retry,
            )
          }
          onDone={() => failures.settle(`status:${item.id}`)}
        />
      ),
    },
    {
      key: 'created',
      header: t('console.taxonomies.column.created'),
      width: 190,
      nowrap: true,
      render: (item) => formatWhen(item.createdAt),
    },
    {
      key: 'actions',
      header: t('console.taxonomies.column.actions'),
      align: 'right',
      width: 110,
      nowrap: true,
      card: 'controls',
      render: (item) => (
        <>
          <RowAction
            label={t('console.taxonomies.edit', { name: item.name })}
            icon={<EditOutlinedIcon fontSize="small" />}
            onClick={() => setEditing({ mode: 'edit', item })}
          />
          <RowAction
            label={t('console.taxonomies.delete', { name: item.name })}
            icon={<DeleteOutlineIcon fontSize="small" />}
            color="error"
            onClick={() => {
              setDeleting(item);
              setConfirmOpen(true);
            }}
          />
        </>
      ),
    },
  ];

  const addButton = (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => setEditing({ mode: 'create' })}
    >
      {t('console.taxonomies.add', { noun })}
    </Button>
  );

  return (
    <>
      <ConsolePageHeader title={title} actions={addButton} />
      <Box sx={{ mb: 2 }}>
        <SearchField
          value={keyword}
          onSearch={setKeyword}
          label={t('console.taxonomies.search', { items })}
        />
      </Box>
      <BulkBar {...bulk.bar} deleteNote={t(kind.deleteNote)} />
      <ActionFailureBanner {...failures} />
      <DataTable
        label={title}
        columns={columns}
        rows={rows}
        getRowId={(item) => item.id}
        highlightId={added?.id}
        selection={bulk.selection}
        loading={list.isLoading}
        fetching={list.isFetching}
        error={list.data ? undefined : list.error}
        onRetry={() => void list.refetch()}
        empty={
          keyword
            ? {
                title: t('console.taxonomies.noMatch', { items, keyword }),
                action: (
                  <Button onClick={() => setKeyword('')}>
                    {t('console.taxonomies.clearSearch')}
                  </Button>
                ),
              }
            : {
                title: t('console.taxonomies.empty', { items }),
                description: t('console.taxonomies.emptyHint', { noun }),
                action: addButton,
              }
        }
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
      />
      {editing && (
        <TaxonomyFormDialog
          title={t(
            editing.mode === 'edit'
              ? 'console.taxonomies.renameTitle'
              : 'console.taxonomies.addTitle',
            { noun },
          )}
          submitLabel={t(
            editing.mode === 'edit' ? 'console.common.save' : 'console.taxonomies.addButton',
          )}
          initialName={editing.mode === 'edit' ? editing.item.name : ''}
          pending={createState.isLoading || updateState.isLoading}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={confirmOpen}
        title={t('console.taxonomies.deleteTitle', { noun })}
        message={
          deleting
            ? t('console.taxonomies.deleteMessage', {
                name: deleting.name,
                note: t(kind.deleteNote),
              })
            : ''
        }
        pending={removeState.isLoading}
        onConfirm={confirmDelete}
        onClose={() => setConfirmOpen(false)}
      />
    </>
  );
}
