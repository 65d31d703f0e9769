/** An article's category in its facts row: opens the list of that category, keeping other filters on /list. */
import Link from '@mui/material/Link';
import type { NamedRef } from '@/api/types';
import { useListHref } from './use-list-href';
import { RouterLink } from '@/components/router-link/router-link';

export function CategoryLink({ category }: { category: NamedRef }) {
  const listHref = useListHref();
  return (
    <span>
      <Link
        component={RouterLink}
        to={listHref({ categoryId: category.id })}
        color="inherit"
        underline="hover"
        sx={{ fontWeight: 500 }}
      >
        {category.name}
      </Link>
    </span>
  );
}
