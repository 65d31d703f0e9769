/**
 * Page links (real links, so pages can be opened in a new tab and the number lives in the URL).
 * MUI's usePagination picks the items (arrows, ends, ellipses, the pages around the current one)
 * and the links carry MUI's rounded Pagination look and labels; the Pagination component itself
 * builds every item on ButtonBase, which a link does not need (see plain/button-look.ts).
 */
import Box from '@mui/material/Box';
import { styled, type CSSObject, type Theme } from '@mui/material/styles';
import usePagination, { type UsePaginationItem } from '@mui/material/usePagination';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { RouterLink } from '@/components/router-link/router-link';

interface ListPaginationProps {
  page: number;
  count: number;
  hrefForPage: (page: number) => string;
}

/** One item's box: slightly smaller on phones, so nine items fit one 328 px line. */
const itemLook = ({ theme }: { theme: Theme }): CSSObject => ({
  ...theme.typography.body2,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  // In the middle of the line, whatever the item holds (a number or an arrow's icon), so every
  // item's line box has the same height and the row stays straight.
  verticalAlign: 'middle',
  minWidth: 28,
  height: 28,
  margin: '0 1px',
  padding: '0 6px',
  borderRadius: theme.vars.shape.borderRadius,
  color: theme.vars.palette.text.primary,
  textDecoration: 'none',
  [theme.breakpoints.up('sm')]: { minWidth: 32, height: 32, margin: '0 3px' },
  '& > svg': { fontSize: theme.typography.pxToRem(20), margin: '0 -8px' },
  '&[aria-disabled="true"]': { opacity: theme.vars.palette.action.disabledOpacity },
  '&[aria-current="page"]': { backgroundColor: theme.vars.palette.action.selected },
});

const Item = styled('span')(itemLook);

const ItemLink = styled(RouterLink)(({ theme }) => ({
  ...itemLook({ theme }),
  '&:hover': { backgroundColor: theme.vars.palette.action.hover },
  '&[aria-current="page"]:hover': {
    backgroundColor: `rgba(${theme.vars.palette.action.selectedChannel} / calc(${theme.vars.palette.action.selectedOpacity} + ${theme.vars.palette.action.hoverOpacity}))`,
  },
}));

function label({ type, page, selected }: UsePaginationItem): string {
  if (type === 'page') return `${selected ? '' : 'Go to '}page ${page}`;
  return `Go to ${type} page`;
}

function PageItem({ item, href }: { item: UsePaginationItem; href: string }) {
  if (item.type === 'start-ellipsis' || item.type === 'end-ellipsis') return <Item>…</Item>;
  const content =
    item.type === 'previous' ? (
      <NavigateBefore />
    ) : item.type === 'next' ? (
      <NavigateNext />
    ) : (
      item.page
    );
  // No page before the first or after the last: the arrow stays in place, greyed, a link that
  // leads nowhere (no href; announced as unavailable).
  if (item.disabled) {
    return (
      <Item role="link" aria-disabled="true" aria-label={label(item)}>
        {content}
      </Item>
    );
  }
  return (
    <ItemLink to={href} aria-label={label(item)} aria-current={item.selected ? 'page' : undefined}>
      {content}
    </ItemLink>
  );
}

export function ListPagination({ page, count, hrefForPage }: ListPaginationProps) {
  const { items } = usePagination({ page: Math.min(page, count), count, siblingCount: 1 });
  if (count <= 1) return null;
  return (
    <Box
      component="nav"
      aria-label="pagination navigation"
      sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}
    >
      <Box
        component="ul"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {items.map((item) => (
          <li key={`${item.type}-${item.page}`}>
            <PageItem item={item} href={hrefForPage(item.page ?? 1)} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
