/** An article's labels as a wrapped list of coloured tag chips (cards and the article header). */
import Box from '@mui/material/Box';
import type { NamedRef } from '@/api/types';
import { TagChip } from './tag-chip';

export function TagList({ labels, marginTop = 1 }: { labels: NamedRef[]; marginTop?: number }) {
  if (labels.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Tags"
      sx={{
        listStyle: 'none',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 0.75,
        p: 0,
        m: 0,
        mt: marginTop,
      }}
    >
      {labels.map((label) => (
        <li key={label.id}>
          <TagChip tag={label} />
        </li>
      ))}
    </Box>
  );
}
