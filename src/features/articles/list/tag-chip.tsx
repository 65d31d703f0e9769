/** A tag as a small coloured chip linking to the list of its articles. */
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { tagColor } from '@/lib/tag-colors';
import { useHydrated } from '@/lib/use-hydrated';
import { visuallyHidden } from '@/lib/visually-hidden';
import type { NamedRef } from '@/api/types';
import { useListHref } from './use-list-href';

interface TagChipProps {
  tag: NamedRef;
  /** Extra text after the name, e.g. an article count in the sidebar. */
  suffix?: string;
}

export function TagChip({ tag, suffix }: TagChipProps) {
  // Colours are random per tag, so the prerendered page (and the hydration pass) shows a neutral
  // chip of the same size; the colour arrives right after the browser takes over.
  const colors = useHydrated() ? tagColor(tag.id) : null;
  const bg = colors?.bg ?? 'action.selected';
  const fg = colors?.fg ?? 'text.primary';
  const listHref = useListHref();
  return (
    <Chip
      component={RouterLink}
      to={listHref({ labelId: tag.id })}
      clickable
      size="small"
      label={
        <>
          {/* A tag's name alone can be a word like "Go" or "More", which tells neither a
              screen reader nor a search engine where the link leads. */}
          <Box component="span" sx={visuallyHidden}>
            Tag:{' '}
          </Box>
          {suffix ? `${tag.name} ${suffix}` : tag.name}
        </>
      }
      sx={{
        bgcolor: bg,
        color: fg,
        fontWeight: 500,
        maxWidth: '100%',
        // Darken rather than lighten on hover/focus: the white text only gains contrast.
        '&:hover, &.Mui-focusVisible': { bgcolor: bg, filter: 'brightness(0.85)' },
        '&.Mui-focusVisible': {
          outline: `2px solid ${colors?.bg ?? 'currentColor'}`,
          outlineOffset: 2,
        },
      }}
    />
  );
}
