/**
 * The shell of every server-paged console table: sticky header, skeleton rows that reserve the
 * space on first load, an empty state, an error state with retry, and pagination underneath.
 * Rows keep showing (dimmed) while the next page loads, so the table never jumps to blank.
 *
 * Props:
 * - label: accessible name of the table (e.g. 'Categories').
 * - columns: { key, header, render(row), align?, width?, nowrap? }[]; put actions last.
 * - rows, getRowId(row).
 * - loading (first load: skeletons), fetching (refetch: dimmed rows), error (unknown) + onRetry.
 * - empty: { title, description?, action? } shown when there are no rows.
 * - page (1-based), pageSize, total, onPageChange(page), onPageSizeChange(size).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { errorMessage } from '@/api/errors';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { CONSOLE_PAGE_SIZES } from './use-table-query';

export interface DataColumn<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** Keep the cell on one line (dates, switches, actions). */
  nowrap?: boolean;
}

export interface DataTableProps<T> {
  label: string;
  columns: DataColumn<T>[];
  rows: T[];
  getRowId: (row: T) => string;
  /** A row to mark (e.g. one just added), so the owner sees it among the others. */
  highlightId?: string;
  loading: boolean;
  fetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  empty: { title: string; description?: string; action?: ReactNode };
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

export function DataTable<T>({
  label,
  columns,
  rows,
  getRowId,
  highlightId,
  loading,
  fetching = false,
  error,
  onRetry,
  empty,
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
}: DataTableProps<T>) {
  const showError = !!error && !loading;
  const showEmpty = !error && !loading && rows.length === 0;
  const skeletonRows = Math.min(pageSize, 8);
  // MUI warns when the page lies past the end (a stale URL): clamp what the pager shows.
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {showError && (
        <Box sx={{ p: 2 }}>
          <ErrorState
            message={errorMessage(error)}
            onRetry={onRetry}
            title="Could not load the table"
          />
        </Box>
      )}
      {showEmpty && <EmptyState {...empty} />}
      {!showError && !showEmpty && (
        <TableContainer sx={{ maxHeight: { xs: 'none', md: 'calc(100vh - 260px)' } }}>
          <Table stickyHeader size="small" aria-label={label} aria-busy={loading || fetching}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.align}
                    sx={{ width: column.width, whiteSpace: 'nowrap', fontWeight: 600 }}
                  >
                    {column.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody
              sx={{ opacity: fetching && !loading ? 0.6 : 1, transition: 'opacity 150ms' }}
            >
              {loading
                ? Array.from({ length: skeletonRows }, (_, index) => (
                    <TableRow key={`skeleton-${index}`} aria-hidden>
                      {columns.map((column) => (
                        <TableCell key={column.key}>
                          <Skeleton variant="text" height={32} />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : rows.map((row) => (
                    <TableRow
                      key={getRowId(row)}
                      hover
                      selected={getRowId(row) === highlightId}
                      aria-current={getRowId(row) === highlightId ? 'true' : undefined}
                    >
                      {columns.map((column) => (
                        <TableCell
                          key={column.key}
                          align={column.align}
                          sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                        >
                          {column.render(row)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {!showError && total > 0 && (
        <TablePagination
          component="div"
          count={total}
          page={Math.min(page - 1, lastPage)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[...CONSOLE_PAGE_SIZES]}
          onPageChange={(_event, next) => onPageChange(next + 1)}
          onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
          showFirstButton
          showLastButton
        />
      )}
    </Paper>
  );
}
