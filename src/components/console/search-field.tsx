/**
 * A table's keyword box: Enter or the search button applies it, the clear button empties it.
 * It keeps its own text while typing and follows `value` when the URL changes (back button).
 *
 * Props: value (the applied keyword), onSearch(keyword), label? (accessible name and placeholder).
 */
import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { SEARCH_KEYWORD_MAX_LENGTH } from '@/config/constants';

export interface SearchFieldProps {
  value: string;
  onSearch: (keyword: string) => void;
  label?: string;
}

export function SearchField({ value, onSearch, label = 'Search' }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  // Follow the URL (back/forward) without an effect: reset the draft when the applied value moves.
  if (applied !== value) {
    setApplied(value);
    setText(value);
  }
  const apply = () => onSearch(text.trim());
  // Enter is handled on the input rather than by a <form>: React 19 treats a router transition
  // started inside a submit event as a form action, which is not what this is.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      apply();
    }
  };
  return (
    <Box role="search" sx={{ width: { xs: '100%', sm: 320 } }}>
      <OutlinedInput
        size="small"
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={label}
        inputProps={{
          'aria-label': label,
          type: 'search',
          enterKeyHint: 'search',
          maxLength: SEARCH_KEYWORD_MAX_LENGTH,
        }}
        endAdornment={
          <InputAdornment position="end">
            {text && (
              <IconButton
                aria-label="Clear search"
                size="small"
                onClick={() => {
                  setText('');
                  if (value) onSearch('');
                }}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            )}
            <IconButton aria-label="Apply search" onClick={apply} size="small" edge="end">
              <SearchIcon fontSize="small" />
            </IconButton>
          </InputAdornment>
        }
      />
    </Box>
  );
}
