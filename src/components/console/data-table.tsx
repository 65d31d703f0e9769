/**
 * The shell of every server-paged console table: skeleton rows that reserve the space on first
 * load, an empty state, an error state with retry, optional row selection, and the pager. Rows
 * keep showing (dimmed) while the next page loads, so the table never jumps to blank.
 *
 * The table scrolls with the page (no scroll box of its own) and its header sticks under the
 * console's app bar. Below the `md` breakpoint (phones, tablets; `cardsBelow`) each row becomes a card: the
 * title column on top, the other values as "Header value" pairs, the switches and actions at the
 * bottom within thumb's reach, so nothing needs sideways scrolling.
 *
 * Props:
 * - label: accessible name of the table or card list (e.g. 'Categories').
 * - columns: DataColumn[] (see below); put the title first and actions last.
 * - rows, getRowId(row); selection? (from useBulkActions) adds a checkbox to each row.
 * - loading (first load: skeletons), fetching (refetch: dimmed rows), error (unknown) + onRetry.
 * - empty: { title, description?, action? } shown when there are no rows.
 * - page (1-based), pageSize, total, onPageChange(page), onPageSizeChange(size).
 */
import { useRef } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { errorMessage } from '@/api/errors';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { useT } from '@/i18n/use-t';
import { ConsolePager } from './console-pager';
import { useFocusStaysInRows } from './use-focus-stays-in-rows';
import type { DataRowsProps, DataTableProps } from './data-table-types';
import { CardList } from './card-list';
import { RowTable } from './row-table';

export type { DataColumn, DataTableProps } from './data-table-types';

export function DataTable<T>(props: DataTableProps<T>) {
  const { rows, loading, fetching = false, error, onRetry, empty, total } = props;
  const showError = !!error && !loading;
  const showEmpty = !error && !loading && rows.length === 0;
  const frame = useRef<HTMLDivElement>(null);
  const t = useT();
  useFocusStaysInRows(frame);
  return (
    // `clip`, not `hidden`: hidden would make the paper the sticky header's scroll container.
    <Paper ref={frame} variant="outlined" sx={{ overflow: 'clip' }}>
      {showError && (
        <Box sx={{ p: 2 }}>
          <ErrorState
            message={errorMessage(error)}
            onRetry={onRetry}
            title={t('console.table.loadFailed')}
          />
        </Box>
      )}
      {showEmpty && <EmptyState {...empty} />}
      {!showError && !showEmpty && (
        <Box sx={{ opacity: fetching && !loading ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <DataRows {...props} />
        </Box>
      )}
      {!showError && total > 0 && (
        <ConsolePager
          total={total}
          page={props.page}
          pageSize={props.pageSize}
          onPageChange={props.onPageChange}
          onPageSizeChange={props.onPageSizeChange}
        />
      )}
    </Paper>
  );
}

/** The rows alone: a table on wide screens, cards below `md` (for lists with their own frame). */
export function DataRows<T>(props: DataRowsProps<T>) {
  const cards = useMediaQuery((theme: Theme) => theme.breakpoints.down(props.cardsBelow ?? 'md'), {
    noSsr: true,
  });
  return cards ? <CardList {...props} /> : <RowTable {...props} />;
}
