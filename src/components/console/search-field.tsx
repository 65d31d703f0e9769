/**
 * A table's keyword box. It filters as you type: once typing pauses for SEARCH_DEBOUNCE_MS the
 * keyword is applied (rewriting the current history entry, so Back does not replay every pause);
 * Enter or the search button apply it at once, the clear button empties it. It keeps its own text
 * while typing and follows `value` when the URL changes (back button). Answers to older keywords
 * are dropped by the table's query, which shows only the answer for the keyword in the URL.
 *
 * Props: value (the applied keyword), onSearch(keyword, { replace }), label? (accessible name and
 * placeholder).
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { useT } from '@/i18n/use-t';
import { SEARCH_DEBOUNCE_MS, SEARCH_KEYWORD_MAX_LENGTH } from '@/config/constants';

export interface SearchFieldProps {
  value: string;
  onSearch: (keyword: string, options?: { replace?: boolean }) => void;
  label?: string;
}

export function SearchField({ value, onSearch, label: givenLabel }: SearchFieldProps) {
  const t = useT();
  const label = givenLabel ?? t('console.table.search');
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Follow the URL (back/forward) without an effect: reset the draft when the applied value moves,
  // unless it moved to what is being typed (a trailing space must survive its own search).
  if (applied !== value) {
    setApplied(value);
    if (value !== text.trim()) setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (keyword: string, options?: { replace?: boolean }) => {
    clearTimeout(timer.current);
    if (keyword !== value) onSearch(keyword, options);
  };
  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(next.trim(), { replace: true }), SEARCH_DEBOUNCE_MS);
  };
  // Enter is handled on the input rather than by a <form>: React 19 treats a router transition
  // started inside a submit event as a form action, which is not what this is.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      apply(text.trim());
    }
  };
  return (
    <Box role="search" sx={{ width: { xs: '100%', sm: 320 } }}>
      <OutlinedInput
        size="small"
        fullWidth
        value={text}
        onChange={(event) => change(event.target.value)}
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
                aria-label={t('console.table.clearSearch')}
                size="small"
                onClick={() => {
                  setText('');
                  apply('');
                }}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            )}
            <IconButton
              aria-label={t('console.table.applySearch')}
              onClick={() => apply(text.trim())}
              size="small"
              edge="end"
            >
              <SearchIcon fontSize="small" />
            </IconButton>
          </InputAdornment>
        }
      />
    </Box>
  );
}
