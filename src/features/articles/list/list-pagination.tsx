/** Page links (real links, so pages can be opened in a new tab and the number lives in the URL). */
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';

interface ListPaginationProps {
  page: number;
  count: number;
  hrefForPage: (page: number) => string;
}

export function ListPagination({ page, count, hrefForPage }: ListPaginationProps) {
  if (count <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
      <Pagination
        page={Math.min(page, count)}
        count={count}
        shape="rounded"
        siblingCount={1}
        renderItem={(item) => (
          <PaginationItem component={RouterLink} to={hrefForPage(item.page ?? 1)} {...item} />
        )}
      />
    </Box>
  );
}
