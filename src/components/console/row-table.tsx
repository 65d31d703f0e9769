/** The console table on wide screens: a header that sticks under the app bar, skeleton, dimmed and highlighted rows. */
import { Placeholder } from '@/components/plain/placeholder';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Theme } from '@mui/material/styles';
import type { DataColumn, DataRowsProps } from './data-table-types';
import { APP_BAR_HEIGHT } from './console-app-bar';
import { RowCheckbox, SelectAll, cellContent } from './data-cells';

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

export function RowTable<T>({
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
              // eslint-disable-next-line no-restricted-syntax -- a React key
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
