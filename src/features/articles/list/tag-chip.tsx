/** A tag as a small coloured chip linking to the list of its articles. */
import { Link as RouterLink } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import { tagColor } from '@/lib/tag-colors';
import type { NamedRef } from '@/api/types';
import { useListHref } from './use-list-href';

interface TagChipProps {
  tag: NamedRef;
  /** Extra text after the name, e.g. an article count in the sidebar. */
  suffix?: string;
}

export function TagChip({ tag, suffix }: TagChipProps) {
  const { bg, fg } = tagColor(tag.id);
  const listHref = useListHref();
  return (
    <Chip
      component={RouterLink}
      to={listHref({ labelId: tag.id })}
      clickable
      size="small"
      label={suffix ? `${tag.name} ${suffix}` : tag.name}
      sx={{
        bgcolor: bg,
        color: fg,
        fontWeight: 500,
        maxWidth: '100%',
        // Darken rather than lighten on hover/focus: the white text only gains contrast.
        '&:hover, &.Mui-focusVisible': { bgcolor: bg, filter: 'brightness(0.85)' },
        '&.Mui-focusVisible': { outline: `2px solid ${bg}`, outlineOffset: 2 },
      }}
    />
  );
}
