/** Every tag as a coloured chip opening the filtered list. Hidden on failure. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useGetLabelsQuery } from '@/features/taxonomies/taxonomies-api';
import { TagChip } from '@/features/articles/list/tag-chip';
import { plainListSx, SidebarSection } from './sidebar-section';
import { SidebarSkeleton } from './sidebar-skeleton';
import { shownOnly } from '@/api/shown-result';
import type { TaxonomySummary } from '@/api/types';

export function TagSection() {
  const { data, isError } = useGetLabelsQuery(undefined, shownOnly<TaxonomySummary[]>());
  if (isError) return null;
  return (
    <SidebarSection title="Tags">
      {!data ? (
        <SidebarSkeleton lines={3} />
      ) : data.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No tags yet.
        </Typography>
      ) : (
        <Box component="ul" sx={{ ...plainListSx, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {data.map((label) => (
            <li key={label.id}>
              <TagChip tag={label} />
            </li>
          ))}
        </Box>
      )}
    </SidebarSection>
  );
}
