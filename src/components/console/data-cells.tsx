/** What the row table and the card list both draw: a cell's content (clamped when asked) and the selection checkboxes. */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import { useT } from '@/i18n/use-t';
import type { BulkSelection } from './use-bulk-actions';
import type { DataColumn } from './data-table-types';

export const clampSx = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
} as const;

export function cellContent<T>(column: DataColumn<T>, row: T) {
  const content = column.render(row);
  return column.clamp ? <Box sx={clampSx}>{content}</Box> : content;
}

export function SelectAll<T>({ selection, count }: { selection: BulkSelection<T>; count: number }) {
  const t = useT();
  const all = count > 0 && selection.selected.size === count;
  return (
    <Checkbox
      size="small"
      checked={all}
      indeterminate={selection.selected.size > 0 && !all}
      disabled={selection.busy || count === 0}
      onChange={selection.toggleAll}
      slotProps={{ input: { 'aria-label': t('console.table.selectAllOnPage') } }}
    />
  );
}

export function RowCheckbox<T>({
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
