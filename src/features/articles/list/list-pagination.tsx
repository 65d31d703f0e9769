/** Page links (real links, so pages can be opened in a new tab and the number lives in the URL). */
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { RouterLink } from '@/components/router-link/router-link';

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
        // Up to nine items (arrows, ends, ellipses, three around the current page): slightly
        // smaller on phones so they fit one 328 px line instead of wrapping the last arrow.
        sx={{
          '& .MuiPaginationItem-root': {
            minWidth: { xs: 28, sm: 32 },
            height: { xs: 28, sm: 32 },
            mx: { xs: '1px', sm: '3px' },
          },
        }}
        renderItem={(item) => (
          <PaginationItem component={RouterLink} to={hrefForPage(item.page ?? 1)} {...item} />
        )}
      />
    </Box>
  );
}
