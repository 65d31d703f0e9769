/**
 * Scrolls the window to the top when `key` changes (a new page or filter), not on first render and
 * not on back/forward, where the browser restores the reader's place. The public layout does the
 * same for any URL change; this keeps the page correct on its own (tests, other layouts).
 */
import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router-dom';
import { jumpToTop } from '@/lib/scroll';

export function useScrollTopOnChange(key: string): void {
  const navigationType = useNavigationType();
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    if (navigationType !== 'POP') jumpToTop();
  }, [key, navigationType]);
}
