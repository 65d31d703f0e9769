/**
 * The quick search dialog (its own chunk, loaded on the first search): a native modal <dialog>
 * (the browser keeps the focus in it, makes the page inert and gives the focus back on closing)
 * holding a combobox whose listbox shows the results as the reader types. The focus stays in the
 * field: arrow keys move the active option (aria-activedescendant), Enter opens it, or the list
 * page's results when none is chosen; Escape closes.
 */
import '@/i18n/quick-search-catalog';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { RouterLink } from '@/components/router-link/router-link';
import { CloseIcon } from '@/components/icons/close-icon';
import { SearchIcon } from '@/components/icons/search-icon';
import { PlainButton, RoundButton } from '@/components/plain/plain-button';
import { SEARCH_KEYWORD_MAX_LENGTH } from '@/config/constants';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';
import hidden from '@/lib/visually-hidden.module.css';
import { Marked } from './marked';
import { snippet, highlight } from './snippet';
import { searchFilesPublished } from './search-index-format';
import { useSearchResults } from './use-search-results';
import styles from './search-dialog.module.css';

export interface SearchDialogProps {
  open: boolean;
  /** What the field holds on opening (the header's box on phones hands its text over). */
  initialQuery: string;
  onClose: () => void;
}

export function SearchDialog({ open, initialQuery, onClose }: SearchDialogProps) {
  const t = useT();
  const navigate = useNavigate();
  const ref = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState(-1);
  const { status, settled, hits, total, retry } = useSearchResults(query);
  // Without the search files the API searches alone, in its own fields: no promise of every word.
  const [everyWord] = useState(searchFilesPublished);
  const id = useId();
  const listId = `${id}-list`;
  const titleId = `${id}-title`;
  const optionId = (index: number) => `${id}-option-${index}`;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setQuery(initialQuery);
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialQuery]);

  // A new list of results starts with nothing chosen: Enter then searches the list page.
  const resultKey = hits.map((hit) => hit.id).join(',');
  useEffect(() => setActive(-1), [resultKey]);
  // The chosen option stays in view as the arrows move through a list taller than the dialog.
  const activeId = active >= 0 ? optionId(active) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const keyword = query.trim();
  const listHref = paths.list.href({ keyword });
  const go = (href: string) => {
    onClose();
    void navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = hits.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // The field (-1) and the options in a ring: Up from the first returns to the field.
      setActive((current) => ((current + 1 + step + count + 1) % (count + 1)) - 1);
    } else if (event.key === 'Escape') {
      // Closes at once: a search field's own Escape would first clear the text.
      event.preventDefault();
      onClose();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active >= 0 && hits[active]) go(paths.detail.href(hits[active].id));
      else if (keyword) go(listHref);
    }
  };

  const statusText =
    status === 'idle'
      ? t(everyWord ? 'quickSearch.hint' : 'quickSearch.hintApi')
      : status === 'searching'
        ? t('quickSearch.loading')
        : status === 'failed'
          ? t('quickSearch.failed')
          : hits.length === 0
            ? t('quickSearch.none', { query: keyword })
            : total > hits.length
              ? t('quickSearch.countMore', { count: hits.length, total })
              : t('quickSearch.count', { count: hits.length });

  return createPortal(
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions -- a click on the backdrop closes, as Escape and the close button do
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => open && onClose()}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <h2 id={titleId} className={hidden.visuallyHidden}>
        {t('quickSearch.title')}
      </h2>
      <div className={styles.bar}>
        <SearchIcon className={styles.barIcon} />
        <input
          // eslint-disable-next-line jsx-a11y-x/no-autofocus -- the dialog opens to be typed in
          autoFocus
          type="search"
          role="combobox"
          aria-label={t('quickSearch.label')}
          aria-expanded={hits.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          placeholder={t(everyWord ? 'quickSearch.placeholder' : 'quickSearch.placeholderApi')}
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_KEYWORD_MAX_LENGTH}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          className={styles.input}
        />
        <RoundButton aria-label={t('quickSearch.close')} onClick={onClose} small>
          <CloseIcon fontSize="small" />
        </RoundButton>
      </div>
      <p className={styles.status} role="status">
        {statusText}
        {status === 'failed' && (
          <PlainButton onClick={retry} className={styles.retry}>
            {t('quickSearch.retry')}
          </PlainButton>
        )}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('quickSearch.results')}
        aria-busy={!settled}
        className={styles.list}
      >
        {hits.map((hit, index) => (
          // The option is the link itself (an <a href> may be an option): a link inside an
          // option would nest one control in another.
          <li key={hit.id} role="none">
            <RouterLink
              to={paths.detail.href(hit.id)}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              className={styles.optionLink}
              onClick={onClose}
              onPointerMove={() => setActive(index)}
            >
              <Marked parts={highlight(hit.title, keyword)} className={styles.title} />
              <Marked parts={snippet(hit.text, keyword)} className={styles.snippet} />
            </RouterLink>
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        <span className={styles.keys}>{t('quickSearch.keys')}</span>
        {keyword && (
          <RouterLink to={listHref} onClick={onClose}>
            {t('quickSearch.allResults', { query: keyword })}
          </RouterLink>
        )}
      </div>
    </dialog>,
    document.body,
  );
}
