/**
 * A table's keyword box: Enter or the search button applies it, the clear button empties it.
 * It keeps its own text while typing and follows `value` when the URL changes (back button).
 *
 * Props: value (the applied keyword), onSearch(keyword), label? (accessible name and placeholder).
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';

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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ width: { xs: '100%', sm: 320 } }}>
      <OutlinedInput
        size="small"
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={label}
        inputProps={{ 'aria-label': label, type: 'search', enterKeyHint: 'search' }}
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
            <IconButton aria-label="Apply search" type="submit" size="small" edge="end">
              <SearchIcon fontSize="small" />
            </IconButton>
          </InputAdornment>
        }
      />
    </Box>
  );
}
