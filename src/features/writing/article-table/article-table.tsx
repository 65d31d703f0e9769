/**
 * The console's article table: server-paged, searchable and filtered, all kept in the URL.
 * The status switch flips at once and rolls back when the call fails; a failed switch or delete is
 * named above the table, with Retry (useActionFailures). Selected rows can be enabled, disabled or
 * deleted in bulk.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { TextRouterLink } from '@/components/plain/text-link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { ArticleSummary, ConsoleArticleListArgs } from '@/api/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { BulkBar } from '@/components/console/bulk-bar';
import { DataTable, type DataColumn } from '@/components/console/data-table';
import { ActionFailureBanner } from '@/components/console/action-failure-banner';
import { useActionFailures } from '@/components/console/use-action-failures';
import { RowAction } from '@/components/console/row-action';
import { SearchField } from '@/components/console/search-field';
import { StatusSwitch } from '@/components/console/status-switch';
import { useTableQuery } from '@/components/console/use-table-query';
import { paths } from '@/config/paths';
import { listFormat, numberFormat } from '@/i18n/formats';
import { useT } from '@/i18n/use-t';
import { formatWhen } from '@/lib/format-date';
import { useAppDispatch } from '@/lib/hooks';
import { showToast } from '@/lib/toast-slice';
import {
  useDeleteArticleMutation,
  useGetAllArticlesQuery,
  useToggleArticleDisabledMutation,
} from '../articles-console-api';
import { ArticleFilters, type StatusFilter } from './article-filters';
import { NewArticleButton } from './new-article-button';
import { useArticleBulk } from './use-article-bulk';

/** Chips shown per row; more would make the row taller than its two-line title. */
const LABELS_SHOWN = 3;
/** The hidden labels' names in the chip's tooltip: "a, b, c" ("a、b、c" in Chinese). */
const NAMES: Intl.ListFormatOptions = { type: 'conjunction', style: 'narrow' };

/** The plain link takes a class, not `sx` (the console may style it with emotion). */
const TitleLink = styled(TextRouterLink)({ fontWeight: 500 });

const NONE = (
  <Typography component="span" color="text.secondary">
    —
  </Typography>
);

function parseStatus(raw: string | null): StatusFilter {
  return raw === 'enabled' || raw === 'disabled' ? raw : '';
}

export function ArticleTable() {
  const t = useT();
  const dispatch = useAppDispatch();
  const query = useTableQuery();
  const categoryId = query.params.get('categoryId') ?? '';
  const labelId = query.params.get('labelId') ?? '';
  const status = parseStatus(query.params.get('status'));
  const args: ConsoleArticleListArgs = { page: query.page, pageSize: query.pageSize };
  if (query.keyword) args.keyword = query.keyword;
  if (categoryId) args.categoryId = categoryId;
  if (labelId) args.labelId = labelId;
  if (status) args.disabled = status === 'disabled';

  const { data, error, isLoading, isFetching, refetch } = useGetAllArticlesQuery(args);
  const [toggle] = useToggleArticleDisabledMutation();
  const [remove, { isLoading: deleting }] = useDeleteArticleMutation();
  const [toDelete, setToDelete] = useState<ArticleSummary | null>(null);
  const bulk = useArticleBulk(data?.list ?? [], query.params.toString());

  const failures = useActionFailures();

  // `then` runs as soon as the call is over, in the same turn (the rows' focus bookkeeping counts
  // on the dialog closing before the refreshed list arrives).
  const deleteArticle = async (article: ArticleSummary, then?: () => void) => {
    const key = `delete:${article.id}`;
    try {
      await remove(article.id).unwrap();
      failures.settle(key);
      dispatch(showToast(t('console.articles.deleted', { title: article.title }), 'success'));
    } catch (failure) {
      failures.report(
        key,
        t('console.articles.deleteFailed', { title: article.title }),
        failure,
        () => void deleteArticle(article),
      );
    }
    then?.();
  };

  const confirmDelete = () => {
    if (toDelete) void deleteArticle(toDelete, () => setToDelete(null));
  };

  const filtered = !!(query.keyword || categoryId || labelId || status);
  const columns: DataColumn<ArticleSummary>[] = [
    {
      key: 'title',
      header: t('console.articles.column.title'),
      // The title is what the owner scans for: the room it needs, up to two lines.
      minWidth: 240,
      clamp: true,
      card: 'title',
      render: (row) => (
        <TitleLink to={paths.console.articleEdit.href(row.id)} title={row.title}>
          {row.title}
        </TitleLink>
      ),
    },
    {
      key: 'category',
      header: t('console.articles.column.category'),
      render: (row) => row.category?.name ?? NONE,
    },
    {
      key: 'labels',
      header: t('console.articles.column.labels'),
      minWidth: 150,
      render: (row) =>
        row.labels.length ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {row.labels.slice(0, LABELS_SHOWN).map((label) => (
              <Chip key={label.id} label={label.name} size="small" variant="outlined" />
            ))}
            {row.labels.length > LABELS_SHOWN && (
              <Chip
                label={t('console.articles.moreLabels', {
                  count: row.labels.length - LABELS_SHOWN,
                })}
                title={listFormat(NAMES).format(row.labels.slice(LABELS_SHOWN).map((l) => l.name))}
                size="small"
              />
            )}
          </Stack>
        ) : (
          NONE
        ),
    },
    {
      key: 'views',
      header: t('console.articles.column.views'),
      align: 'right',
      nowrap: true,
      hideBelow: 'lg',
      render: (row) => numberFormat().format(row.views),
    },
    {
      key: 'status',
      header: t('console.articles.column.enabled'),
      nowrap: true,
      card: 'controls',
      render: (row) => (
        <StatusSwitch
          enabled={!row.disabled}
          label={t('console.articles.enabledLabel', { title: row.title })}
          onToggle={() => toggle(row.id).unwrap()}
          onFailed={(error, retry) =>
            failures.report(
              `status:${row.id}`,
              t('console.articles.statusFailed', { title: row.title }),
              error,
              retry,
            )
          }
          onDone={() => failures.settle(`status:${row.id}`)}
          successMessage={(enabled) =>
            t(enabled ? 'console.articles.nowEnabled' : 'console.articles.nowDisabled', {
              title: row.title,
            })
          }
        />
      ),
    },
    {
      key: 'created',
      header: t('console.articles.column.created'),
      nowrap: true,
      // The last change tells more than the first: on narrower screens only it shows.
      hideBelow: 'xl',
      card: 'hidden',
      render: (row) => formatWhen(row.createdAt),
    },
    {
      key: 'updated',
      header: t('console.articles.column.updated'),
      nowrap: true,
      render: (row) => formatWhen(row.updatedAt),
    },
    {
      key: 'actions',
      header: t('console.articles.column.actions'),
      align: 'right',
      nowrap: true,
      card: 'controls',
      render: (row) => (
        <Box sx={{ display: 'inline-flex', gap: 0.25 }}>
          <RowAction
            label={t('console.articles.edit', { title: row.title })}
            icon={<EditIcon fontSize="small" />}
            to={paths.console.articleEdit.href(row.id)}
          />
          <Box
            component="a"
            href={paths.detail.href(row.id)}
            target="_blank"
            rel="noopener"
            aria-label={t('console.articles.openOnBlog', { title: row.title })}
            title={t('console.articles.openOnBlogShort')}
            sx={{
              display: 'inline-flex',
              p: '5px',
              color: 'action.active',
              borderRadius: '50%',
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <OpenInNewIcon fontSize="small" />
          </Box>
          <RowAction
            label={t('console.articles.delete', { title: row.title })}
            icon={<DeleteIcon fontSize="small" />}
            color="error"
            onClick={() => setToDelete(row)}
          />
        </Box>
      ),
    },
  ];

  return (
    <>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ gap: 1.5, mb: 2, alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      >
        <SearchField
          value={query.keyword}
          onSearch={query.setKeyword}
          label={t('console.articles.search')}
        />
        <ArticleFilters
          categoryId={categoryId}
          labelId={labelId}
          status={status}
          onChange={(name, value) => query.setFilter(name, value)}
        />
      </Stack>
      <BulkBar {...bulk.bar} />
      <ActionFailureBanner {...failures} />
      <DataTable
        label={t('console.articles.title')}
        columns={columns}
        rows={data?.list ?? []}
        getRowId={(row) => row.id}
        selection={bulk.selection}
        cardsBelow="lg"
        loading={isLoading}
        fetching={isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty={
          filtered
            ? {
                title: t('console.articles.noMatch'),
                description: t('console.articles.noMatchHint'),
              }
            : {
                title: t('console.articles.none'),
                description: t('console.articles.noneHint'),
                action: <NewArticleButton />,
              }
        }
        page={query.page}
        pageSize={query.pageSize}
        total={data?.total ?? 0}
        onPageChange={query.setPage}
        onPageSizeChange={query.setPageSize}
      />
      <ConfirmDialog
        open={!!toDelete}
        title={t('console.articles.deleteTitle')}
        message={toDelete ? t('console.articles.deleteMessage', { title: toDelete.title }) : ''}
        pending={deleting}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
