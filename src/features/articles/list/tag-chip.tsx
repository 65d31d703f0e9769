/** A tag as a small coloured chip linking to the list of its articles. */
import type { CSSProperties } from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { tagColor } from '@/lib/tag-colors';
import { useHydrated } from '@/lib/use-hydrated';
import { visuallyHidden } from '@/lib/visually-hidden';
import type { NamedRef } from '@/api/types';
import { useListHref } from './use-list-href';
import { RouterLink } from '@/components/router-link/router-link';
import { chipLabelSx, chipLook } from '@/components/plain/chip-look';

interface TagChipProps {
  tag: NamedRef;
  /** Extra text after the name, e.g. an article count in the sidebar. */
  suffix?: string;
}

/**
 * One rule for every chip: the colours come from the element's variables, neutral without them.
 * MUI's small clickable Chip in look, as a plain link: the Chip component (with ButtonBase under
 * it) weighed about 4 KiB gzip in the first load of every public page, for a link.
 */
const ChipLink = styled(RouterLink)(({ theme }) => ({
  ...chipLook(theme, true),
  verticalAlign: 'middle',
  textDecoration: 'none',
  color: `var(--tag-fg, ${theme.vars.palette.text.primary})`,
  backgroundColor: `var(--tag-bg, ${theme.vars.palette.action.selected})`,
  transition: theme.transitions.create('filter', { duration: theme.transitions.duration.short }),
  // Darken rather than lighten on hover/focus: the white text only gains contrast.
  '&:hover, &:focus-visible': { filter: 'brightness(0.85)' },
  '&:focus-visible': { outline: '2px solid var(--tag-bg, currentColor)', outlineOffset: 2 },
}));

export function TagChip({ tag, suffix }: TagChipProps) {
  // Colours are random per tag, so the prerendered page (and the hydration pass) shows a neutral
  // chip of the same size; the colour arrives right after the browser takes over. It comes as two
  // CSS variables on the element (set through CSSOM, which the Content-Security-Policy allows),
  // so every chip shares one style rule: a rule per colour made the browser compile and insert
  // the whole chip style five times just after taking a page over.
  const colors = useHydrated() ? tagColor(tag.id) : null;
  const style = colors
    ? ({ '--tag-bg': colors.bg, '--tag-fg': colors.fg } as CSSProperties)
    : undefined;
  const listHref = useListHref();
  return (
    <ChipLink to={listHref({ labelId: tag.id })} style={style}>
      <Box component="span" sx={chipLabelSx('8px')}>
        {/* A tag's name alone can be a word like "Go" or "More", which tells neither a
            screen reader nor a search engine where the link leads. */}
        <Box component="span" sx={visuallyHidden}>
          Tag:{' '}
        </Box>
        {suffix ? `${tag.name} ${suffix}` : tag.name}
      </Box>
    </ChipLink>
  );
}
