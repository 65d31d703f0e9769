/**
 * A value read from media queries, kept up to date as they change. `read` must be stable (a
 * module-level function): it is read at once, then on every change of `query`. A no-op where
 * matchMedia is missing (the server, old browsers, jsdom), which keeps the first value.
 */
import { useCallback, useEffect, useState } from 'react';

export function useMediaQueryValue<T>(query: string, read: () => T): T {
  const [value, setValue] = useState(read);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const onChange = () => setValue(read());
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query, read]);
  return value;
}

/** Whether `query` matches, kept up to date. */
export function useMediaQueryMatch(query: string): boolean {
  const read = useCallback(() => matchesMedia(query), [query]);
  return useMediaQueryValue(query, read);
}

/** Whether a media query matches now; false where there is no matchMedia to ask. */
export function matchesMedia(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : false;
}
