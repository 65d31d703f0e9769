/**
 * The header's search: Enter (key code 13) or the icon opens /list with the keyword, keeping the
 * other list filters when already on /list, dropping empty ones, and starting at the top. It is a
 * GET form to /list?keyword=, so it also works on a prerendered page before the script has run.
 * It also holds the quick search (quick-search.tsx): its shortcuts, and on phones a tap on the box.
 */
import {
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ENTER_KEY_CODE, SEARCH_KEYWORD_MAX_LENGTH } from '@/config/constants';
import { mergeListQuery, parseListQuery } from '@/config/list-query';
import { paths } from '@/config/paths';
import { jumpToTop } from '@/lib/scroll';
import { matchesMedia } from '@/lib/use-media-query';
import { RoundButton } from '@/components/plain/plain-button';
import { SearchIcon } from '@/components/icons/search-icon';
import { useT } from '@/i18n/use-t';
import { QUICK_SEARCH_KEYS, preloadQuickSearch, useQuickSearchDialog } from './quick-search';
import styles from './search-box.module.css';

/** Phones: a tap on the box opens the quick search, which has the room for results. */
const PHONE = '(max-width: 599.95px)';

export function SearchBox() {
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const onList = location.pathname === paths.list.path;
  const currentKeyword = onList ? (parseListQuery(location.search).keyword ?? '') : '';
  const [value, setValue] = useState(currentKeyword);
  const field = useRef<HTMLInputElement>(null);
  const quickSearch = useQuickSearchDialog(field);

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
    <>
      <form
        role="search"
        action={paths.list.path}
        method="get"
        onSubmit={onSubmit}
        className={styles.form}
      >
        {/* A plain input with InputBase's styles (same computed styles and pixels): its machinery
          (form-control state, autofill detection, the multiline textarea) served nothing here
          and weighed 3 KiB in the script every page loads. The form's outline is the box and
          shows the focus. */}
        <input
          ref={field}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('search.placeholder')}
          name="keyword"
          aria-label={t('search.placeholder')}
          type="search"
          enterKeyHint="search"
          maxLength={SEARCH_KEYWORD_MAX_LENGTH}
          className={styles.input}
          aria-keyshortcuts={QUICK_SEARCH_KEYS}
          // A click, not the focus: the focus comes back here when the dialog closes.
          onClick={() => matchesMedia(PHONE) && quickSearch.open(value)}
          onPointerEnter={preloadQuickSearch}
          onTouchStart={preloadQuickSearch}
          onFocus={preloadQuickSearch}
        />
        <RoundButton
          aria-label={t('search.submit')}
          type="submit"
          onClick={onSubmit}
          small
          className={styles.button}
        >
          <SearchIcon fontSize="small" />
        </RoundButton>
      </form>
      {quickSearch.element}
    </>
  );
}
