/**
 * Focus mode: only the text is left, over the whole console; Escape (when nothing open on the
 * page took it) leaves. Writing goes on where it was, in and out.
 */
import { useCallback, useState, type KeyboardEvent, type RefObject } from 'react';

export function useFocusMode(contentRef: RefObject<HTMLElement | null>) {
  const [focus, setFocus] = useState(false);
  const leaveFocus = useCallback(() => {
    setFocus(false);
    // The button that left is gone: writing goes on where it was.
    requestAnimationFrame(() => contentRef.current?.focus({ preventScroll: true }));
  }, [contentRef]);
  const enterFocus = useCallback(() => {
    setFocus(true);
    requestAnimationFrame(() => contentRef.current?.focus({ preventScroll: true }));
  }, [contentRef]);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Open menus and dialogs handle their own Escape first (and stop it there).
    if (focus && event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      leaveFocus();
    }
  };
  return { focus, enterFocus, leaveFocus, onKeyDown };
}
