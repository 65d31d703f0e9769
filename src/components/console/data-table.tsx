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
import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import { Placeholder } from '@/components/plain/placeholder';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { errorMessage } from '@/api/errors';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { ConsolePager } from './console-pager';
import { useFocusStaysInRows } from './use-focus-stays-in-rows';
import type { BulkSelection } from './use-bulk-actions';

export interface DataColumn<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  minWidth?: number;
  /** Keep the cell on one line (dates, switches, actions). */
  nowrap?: boolean;
  /** Show at most two lines (titles); the full text stays in the DOM for screen readers. */
  clamp?: boolean;
  /** Leave out of the table below this breakpoint (a narrower desktop); cards still show it. */
  hideBelow?: 'lg' | 'xl';
  /**
   * Where the value goes on a card: the top line ('title'), the bottom row with the switches and
   * the actions ('controls', the actions column keyed 'actions'), left out ('hidden'), or by
   * default among the "Header value" pairs.
   */
  card?: 'title' | 'controls' | 'hidden';
}

export interface DataTableProps<T> {
  label: string;
  columns: DataColumn<T>[];
  rows: T[];
  getRowId: (row: T) => string;
  /** A row to mark (e.g. one just added), so the owner sees it among the others. */
  highlightId?: string;
  selection?: BulkSelection<T>;
  /** Rows become cards below this breakpoint (a table with many columns needs 'lg'). */
  cardsBelow?: 'md' | 'lg';
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

/** The console's app bar is a regular MUI Toolbar: 64 px tall from the `sm` breakpoint. */
const APP_BAR_HEIGHT = 64;

/**
 * A header cell stays on the page under the app bar (the table has no scroll box of its own):
 * opaque, so the rows pass under it, with its bottom line drawn as a shadow instead of its border,
 * because in a collapsed table the border belongs to the table and scrolls away with the rows.
 */
const STICKY_HEADER_CELL = {
  position: 'sticky',
  top: APP_BAR_HEIGHT,
  zIndex: 2,
  bgcolor: 'background.paper',
  borderBottom: 'none',
  boxShadow: (theme: Theme) => `inset 0 -1px 0 ${theme.vars.palette.divider}`,
} as const;

const clampSx = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
} as const;

function cellContent<T>(column: DataColumn<T>, row: T) {
  const content = column.render(row);
  return column.clamp ? <Box sx={clampSx}>{content}</Box> : content;
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { rows, loading, fetching = false, error, onRetry, empty, total } = props;
  const showError = !!error && !loading;
  const showEmpty = !error && !loading && rows.length === 0;
  const frame = useRef<HTMLDivElement>(null);
  useFocusStaysInRows(frame);
  return (
    // `clip`, not `hidden`: hidden would make the paper the sticky header's scroll container.
    <Paper ref={frame} variant="outlined" sx={{ overflow: 'clip' }}>
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

type DataRowsProps<T> = Pick<
  DataTableProps<T>,
  | 'label'
  | 'columns'
  | 'rows'
  | 'getRowId'
  | 'highlightId'
  | 'selection'
  | 'cardsBelow'
  | 'loading'
  | 'fetching'
  | 'pageSize'
>;

/** The rows alone: a table on wide screens, cards below `md` (for lists with their own frame). */
export function DataRows<T>(props: DataRowsProps<T>) {
  const cards = useMediaQuery((theme: Theme) => theme.breakpoints.down(props.cardsBelow ?? 'md'), {
    noSsr: true,
  });
  return cards ? <CardList {...props} /> : <RowTable {...props} />;
}

function SelectAll<T>({ selection, count }: { selection: BulkSelection<T>; count: number }) {
  const all = count > 0 && selection.selected.size === count;
  return (
    <Checkbox
      size="small"
      checked={all}
      indeterminate={selection.selected.size > 0 && !all}
      disabled={selection.busy || count === 0}
      onChange={selection.toggleAll}
      slotProps={{ input: { 'aria-label': 'Select all rows on this page' } }}
    />
  );
}

function RowCheckbox<T>({
  selection,
  row,
  id,
}: {
  selection: BulkSelection<T>;
  row: T;
  id: string;
}) {
  return (
    <Checkbox
      size="small"
      checked={selection.selected.has(id)}
      disabled={selection.busy}
      onChange={() => selection.toggle(id)}
      slotProps={{ input: { 'aria-label': selection.rowLabel(row) } }}
    />
  );
}

function RowTable<T>({
  label,
  columns,
  rows,
  getRowId,
  highlightId,
  selection,
  loading,
  fetching,
  pageSize,
}: DataRowsProps<T>) {
  const hidden = (column: DataColumn<T>) =>
    column.hideBelow ? { display: { md: 'none', [column.hideBelow]: 'table-cell' } } : {};
  return (
    <Table size="small" aria-label={label} aria-busy={loading || fetching}>
      <TableHead>
        <TableRow>
          {selection && (
            <TableCell padding="checkbox" sx={STICKY_HEADER_CELL}>
              <SelectAll selection={selection} count={rows.length} />
            </TableCell>
          )}
          {columns.map((column) => (
            <TableCell
              key={column.key}
              align={column.align}
              sx={{
                width: column.width,
                minWidth: column.minWidth,
                whiteSpace: 'nowrap',
                fontWeight: 600,
                ...STICKY_HEADER_CELL,
                ...hidden(column),
              }}
            >
              {column.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {loading
          ? Array.from({ length: Math.min(pageSize, 8) }, (_, index) => (
              <TableRow key={`skeleton-${index}`} aria-hidden>
                {selection && <TableCell padding="checkbox" />}
                {columns.map((column) => (
                  <TableCell key={column.key} sx={hidden(column)}>
                    <Placeholder height={32} />
                  </TableCell>
                ))}
              </TableRow>
            ))
          : rows.map((row) => {
              const id = getRowId(row);
              return (
                <TableRow
                  key={id}
                  data-row
                  hover
                  selected={selection?.selected.has(id) || id === highlightId}
                  aria-current={id === highlightId ? 'true' : undefined}
                >
                  {selection && (
                    <TableCell padding="checkbox">
                      <RowCheckbox selection={selection} row={row} id={id} />
                    </TableCell>
                  )}
                  {columns.map((column) => (
                    <TableCell
                      key={column.key}
                      align={column.align}
                      sx={{
                        ...(column.nowrap ? { whiteSpace: 'nowrap' } : {}),
                        // Whole words: only a word longer than the cell may break.
                        overflowWrap: 'break-word',
                        ...hidden(column),
                      }}
                    >
                      {cellContent(column, row)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
      </TableBody>
    </Table>
  );
}

function CardList<T>({
  label,
  columns,
  rows,
  getRowId,
  highlightId,
  selection,
  loading,
  fetching,
  pageSize,
}: DataRowsProps<T>) {
  const title = columns.find((column) => column.card === 'title');
  const details = columns.filter((column) => column.card === undefined);
  const controls = columns.filter((column) => column.card === 'controls');
  if (loading) {
    return (
      <Box aria-busy="true" aria-label={`Loading ${label.toLowerCase()}`}>
        {Array.from({ length: Math.min(pageSize, 5) }, (_, index) => (
          <Box
            key={index}
            aria-hidden
            sx={{ px: 2, py: 1.5, borderTop: index ? 1 : 0, borderColor: 'divider' }}
          >
            <Placeholder width="80%" />
            <Placeholder width="50%" />
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <>
      {selection && (
        <Box
          component="label"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            px: 1,
            borderBottom: 1,
            borderColor: 'divider',
            typography: 'body2',
            color: 'text.secondary',
          }}
        >
          <SelectAll selection={selection} count={rows.length} />
          <span aria-hidden>Select all</span>
        </Box>
      )}
      <Box
        component="ul"
        aria-label={label}
        aria-busy={fetching}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {rows.map((row, index) => {
          const id = getRowId(row);
          return (
            <Box
              component="li"
              key={id}
              data-row
              aria-current={id === highlightId ? 'true' : undefined}
              sx={{
                display: 'flex',
                gap: 0.5,
                px: selection ? 1 : 2,
                pr: 2,
                py: 1.5,
                borderTop: index ? 1 : 0,
                borderColor: 'divider',
                bgcolor:
                  selection?.selected.has(id) || id === highlightId ? 'action.selected' : undefined,
              }}
            >
              {selection && (
                <Box sx={{ mt: -0.75 }}>
                  <RowCheckbox selection={selection} row={row} id={id} />
                </Box>
              )}
              <Box sx={{ flex: 1, minWidth: 0 }}>
                {title && (
                  <Box sx={{ fontWeight: 500, mb: 0.5, overflowWrap: 'break-word' }}>
                    {cellContent(title, row)}
                  </Box>
                )}
                <Box
                  component="dl"
                  sx={{
                    m: 0,
                    display: 'flex',
                    flexWrap: 'wrap',
                    columnGap: 2,
                    rowGap: 0.5,
                    typography: 'body2',
                    alignItems: 'center',
                  }}
                >
                  {details.map((column) => (
                    <Box
                      key={column.key}
                      sx={{ display: 'flex', gap: 0.75, alignItems: 'center', minWidth: 0 }}
                    >
                      <Box component="dt" sx={{ color: 'text.secondary' }}>
                        {column.header}
                      </Box>
                      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'break-word' }}>
                        {column.render(row)}
                      </Box>
                    </Box>
                  ))}
                </Box>
                {controls.length > 0 && (
                  <Box
                    sx={{
                      display: 'flex',
                      flexWrap: 'wrap',
                      alignItems: 'center',
                      justifyContent: 'space-between',
                      gap: 1,
                      mt: 0.5,
                      ml: -1,
                    }}
                  >
                    {controls.map((column) => (
                      <Box key={column.key} sx={{ display: 'flex', alignItems: 'center' }}>
                        {column.render(row)}
                        {/* A switch's column name beside it (it has its own accessible name). */}
                        {column.key !== 'actions' && (
                          <Box
                            component="span"
                            aria-hidden
                            sx={{ typography: 'body2', color: 'text.secondary' }}
                          >
                            {column.header}
                          </Box>
                        )}
                      </Box>
                    ))}
                  </Box>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
    </>
  );
}
