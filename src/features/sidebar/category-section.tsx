/** Categories with their article counts, each opening the filtered list. Hidden on failure. */
import Box from '@mui/material/Box';
import { TextRouterLink } from '@/components/plain/text-link';
import Typography from '@mui/material/Typography';
import { useGetCategoriesQuery } from '@/features/taxonomies/taxonomies-api';
import { useListHref } from '@/features/articles/list/use-list-href';
import { visuallyHidden } from '@/lib/visually-hidden';
import { plainListSx, SidebarSection } from './sidebar-section';
import { SidebarSkeleton } from './sidebar-skeleton';
import { shownOnly } from '@/api/shown-result';
import type { TaxonomySummary } from '@/api/types';

export function CategorySection() {
  const { data, isError } = useGetCategoriesQuery(undefined, shownOnly<TaxonomySummary[]>());
  const listHref = useListHref();
  if (isError) return null;
  return (
    <SidebarSection title="Categories">
      {!data ? (
        <SidebarSkeleton lines={4} />
      ) : data.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No categories yet.
        </Typography>
      ) : (
        <Box component="ul" sx={{ ...plainListSx, display: 'grid', gap: 0.5 }}>
          {data.map((category) => (
            <li key={category.id}>
              <TextRouterLink
                to={listHref({ categoryId: category.id })}
                tone="inherit"
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 0.25 }}
              >
                <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                  {category.name}
                </Box>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {category.articleCount}
                  <Box component="span" sx={visuallyHidden}>
                    {category.articleCount === 1 ? ' article' : ' articles'}
                  </Box>
                </Box>
              </TextRouterLink>
            </li>
          ))}
        </Box>
      )}
    </SidebarSection>
  );
}
