/**
 * The list's active filters as chips. Each chip is a button that removes its filter (click, Enter,
 * Space, Delete or Backspace); the others stay.
 */
import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import CancelIcon from '@mui/icons-material/Cancel';
import type { ListQuery } from '@/config/list-query';
import { chipLabelSx, chipLook } from '@/components/plain/chip-look';
import { describeChip, type FilterNames } from './describe-list-query';

/** MUI's outlined, deletable Chip in look, as a plain button (why: tag-chip.tsx). */
const FilterChip = styled('button')(({ theme }) => ({
  ...chipLook(theme, false),
  margin: 0,
  padding: 0,
  border: `1px solid ${theme.vars.palette.Chip.defaultBorder}`,
  backgroundColor: 'transparent',
  color: theme.vars.palette.text.primary,
  cursor: 'pointer',
  transition: theme.transitions.create('background-color', {
    duration: theme.transitions.duration.short,
  }),
  '@media (hover: hover)': { '&:hover': { backgroundColor: theme.vars.palette.action.hover } },
  '& > svg': {
    flexShrink: 0,
    fontSize: 22,
    margin: '0 5px 0 -6px',
    color: `rgba(${theme.vars.palette.text.primaryChannel} / 0.26)`,
  },
  '&:hover > svg': { color: `rgba(${theme.vars.palette.text.primaryChannel} / 0.4)` },
}));

/** Delete and Backspace remove a focused chip too, as they do MUI's. */
function removesOnKey(remove: () => void) {
  return (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Delete' || event.key === 'Backspace') remove();
  };
}

export type FilterKey = 'keyword' | 'categoryId' | 'labelId';

interface ActiveFiltersProps {
  query: ListQuery;
  names: FilterNames;
  onRemove: (key: FilterKey) => void;
}

export function ActiveFilters({ query, names, onRemove }: ActiveFiltersProps) {
  const chips: { key: FilterKey; text: string }[] = [];
  if (query.keyword) chips.push({ key: 'keyword', text: `Search: ${query.keyword}` });
  if (query.categoryId) {
    chips.push({ key: 'categoryId', text: describeChip('Category', names.category) });
  }
  if (query.labelId) chips.push({ key: 'labelId', text: describeChip('Tag', names.label) });
  if (chips.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Active filters"
      sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mt: 2 }}
    >
      {chips.map(({ key, text }) => (
        <li key={key}>
          <FilterChip
            type="button"
            aria-label={`${text}, remove filter`}
            onClick={() => onRemove(key)}
            onKeyUp={removesOnKey(() => onRemove(key))}
          >
            <Box component="span" sx={chipLabelSx('11px')}>
              {text}
            </Box>
            <CancelIcon aria-hidden />
          </FilterChip>
        </li>
      ))}
    </Box>
  );
}
