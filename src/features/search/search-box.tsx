/**
 * The header's search: Enter (key code 13) or the icon opens /list with the keyword, keeping the
 * other list filters when already on /list, dropping empty ones, and starting at the top. It is a
 * GET form to /list?keyword=, so it also works on a prerendered page before the script has run.
 */
import { useEffect, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import SearchIcon from '@mui/icons-material/Search';
import { ENTER_KEY_CODE, SEARCH_KEYWORD_MAX_LENGTH } from '@/config/constants';
import { mergeListQuery, parseListQuery } from '@/config/list-query';
import { paths } from '@/config/paths';
import { jumpToTop } from '@/lib/scroll';
import { RoundButton } from '@/components/plain/plain-button';

export function SearchBox() {
  const location = useLocation();
  const navigate = useNavigate();
  const onList = location.pathname === paths.list.path;
  const currentKeyword = onList ? (parseListQuery(location.search).keyword ?? '') : '';
  const [value, setValue] = useState(currentKeyword);

  // The box shows the keyword of the list on screen, and follows it (back/forward, cleared chips).
  useEffect(() => setValue(currentKeyword), [currentKeyword]);

  const submit = () => {
    const current = onList ? parseListQuery(location.search) : {};
    navigate(paths.list.href(mergeListQuery(current, { keyword: value })));
    jumpToTop();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // An IME composing CJK text also sends Enter: that confirms the characters, not the search.
    if (event.nativeEvent.isComposing) return;
    if (event.keyCode === ENTER_KEY_CODE || event.key === 'Enter') {
      event.preventDefault();
      submit();
    }
  };

  // With the script running, the button and Enter navigate in the app and the form never submits
  // (a submit would start React's form-action machinery for a plain navigation).
  const onSubmit = (event: FormEvent<HTMLFormElement> | MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    submit();
  };

  return (
    <Box
      component="form"
      role="search"
      action={paths.list.path}
      method="get"
      onSubmit={onSubmit}
      sx={{
        display: 'flex',
        alignItems: 'center',
        pl: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 999,
        color: 'text.primary',
        bgcolor: 'background.default',
        width: '100%',
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      {/* A plain input with InputBase's styles (same computed styles and pixels): its machinery
          (form-control state, autofill detection, the multiline textarea) served nothing here
          and weighed 3 KiB in the script every page loads. The form's outline is the box and
          shows the focus. */}
      <Box
        component="input"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Search articles"
        name="keyword"
        aria-label="Search articles"
        type="search"
        enterKeyHint="search"
        maxLength={SEARCH_KEYWORD_MAX_LENGTH}
        sx={(theme) => ({
          // body1 at 15 px; its own 17 px from the md breakpoint up still wins, as in InputBase.
          typography: 'body1',
          fontSize: '0.9375rem',
          lineHeight: '1.4375em',
          color: 'text.primary',
          cursor: 'text',
          // InputBase's wrapper was positioned; without it the focused form's rounded ends are
          // antialiased a shade differently.
          position: 'relative',
          flex: 1,
          minWidth: 0,
          boxSizing: 'content-box',
          height: '1.4375em',
          m: 0,
          p: '4px 0 5px',
          border: 0,
          background: 'none',
          WebkitTapHighlightColor: 'transparent',
          MozAppearance: 'textfield',
          '&::placeholder': { color: 'currentColor', opacity: theme.vars.opacity.inputPlaceholder },
          // A string: sx reads a number as a border width ('0px solid').
          '&:focus': { outline: '0' },
          '&:invalid': { boxShadow: 'none' },
          '&::-webkit-search-decoration': { WebkitAppearance: 'none' },
        })}
      />
      <RoundButton
        aria-label="Search"
        type="submit"
        onClick={onSubmit}
        small
        sx={{ m: 0.25, color: 'action.active' }}
      >
        <SearchIcon fontSize="small" />
      </RoundButton>
    </Box>
  );
}
