/**
 * The list's active filters as chips. Each chip is a button that removes its filter (click, Enter,
 * Space, Delete or Backspace); the others stay.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ListQuery } from '@/config/list-query';
import { describeChip, type FilterNames } from './describe-list-query';

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
          <Chip
            label={text}
            aria-label={`${text}, remove filter`}
            onClick={() => onRemove(key)}
            onDelete={() => onRemove(key)}
            variant="outlined"
            sx={{ maxWidth: '100%' }}
          />
        </li>
      ))}
    </Box>
  );
}
