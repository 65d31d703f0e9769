/**
 * A console table's pager. On a phone its parts wrap onto two right-aligned lines (page size, then
 * the range and the arrows) instead of scrolling sideways inside a box of their own.
 *
 * Props: total, page (1-based; a page past the end shows as the last), pageSize,
 * onPageChange(page), onPageSizeChange(size), sizeLabel? ('Rows per page:').
 */
import TablePagination from '@mui/material/TablePagination';
import { useT } from '@/i18n/use-t';
import { CONSOLE_PAGE_SIZES } from './use-table-query';

export interface ConsolePagerProps {
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  sizeLabel?: string;
}

export function ConsolePager({
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  sizeLabel,
}: ConsolePagerProps) {
  const t = useT();
  // MUI warns when the page lies past the end (a stale URL): clamp what the pager shows.
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(page - 1, lastPage)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...CONSOLE_PAGE_SIZES]}
      labelRowsPerPage={sizeLabel ?? t('console.table.rowsPerPage')}
      onPageChange={(_event, next) => onPageChange(next + 1)}
      onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
      showFirstButton
      showLastButton
      sx={{
        overflow: 'visible',
        '& .MuiTablePagination-toolbar': {
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
          rowGap: 0.5,
          px: { xs: 1, sm: 2 },
        },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
        '& .MuiTablePagination-input': { mr: { xs: 1, sm: 4 } },
        '& .MuiTablePagination-actions': { ml: { xs: 0.5, sm: 2.5 } },
      }}
    />
  );
}
