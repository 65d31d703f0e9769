/** Scrolls the window to the top when `key` changes (a new page or filter), not on first render. */
import { useEffect, useRef } from 'react';

export function useScrollTopOnChange(key: string): void {
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    window.scrollTo({ top: 0, left: 0 });
  }, [key]);
}
