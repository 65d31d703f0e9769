/**
 * The quick search's trigger, in every page's first load and kept small: Ctrl+K, Cmd+K or '/'
 * (outside a text field) opens the dialog anywhere on the reading side, and so does a tap on the
 * header's box on phones. The dialog is a chunk of its own ("search"), fetched as the reader
 * reaches for the box and shown once it has arrived; if it cannot load, the header's box takes
 * the focus instead (Enter there searches the list page), and the next try fetches it again.
 */
import { Suspense, useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { renewableLazy } from '@/components/page-loader/renewable-lazy';

const dialog = renewableLazy(() =>
  import(/* webpackChunkName: "search" */ './search-dialog').then((module) => module.SearchDialog),
);

export const preloadQuickSearch = () => void dialog.preload();

/** The shortcuts, as aria-keyshortcuts names them. */
export const QUICK_SEARCH_KEYS = 'Control+K Meta+K /';

/** Whether a key press asks for the quick search; '/' only where it would not type a slash. */
export function isQuickSearchKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey) return false;
  if (event.ctrlKey || event.metaKey) return event.key.toLowerCase() === 'k' && !event.shiftKey;
  if (event.key !== '/') return false;
  const target = event.target instanceof Element ? event.target : null;
  return !target?.closest(
    'input, textarea, select, [contenteditable]:not([contenteditable=false])',
  );
}

/** The dialog's element, and `open(text)` to open it holding `text`. */
export function useQuickSearchDialog(fallbackField: RefObject<HTMLInputElement | null>) {
  const [state, setState] = useState({ open: false, query: '', loaded: false });
  const [Dialog] = useState(dialog.current);
  const open = (query = '') =>
    void dialog.preload().then((loaded) => {
      if (loaded) setState({ open: true, query, loaded });
      else fallbackField.current?.focus();
    });
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (!isQuickSearchKey(event) || state.open) return;
    event.preventDefault();
    open();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const close = () => setState((current) => ({ ...current, open: false }));
  const element = state.loaded && (
    // Loaded already: it renders at once (renewable-lazy.ts), the boundary is a formality.
    <Suspense fallback={null}>
      <Dialog open={state.open} initialQuery={state.query} onClose={close} />
    </Suspense>
  );
  return { open, element };
}
