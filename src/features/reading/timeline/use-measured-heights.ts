/**
 * Real heights of the rendered archive rows, by key: rows whose title wraps are taller than their
 * kind's estimate, and the windowed list places the rows after them by what was measured. Give
 * each rendered row `data-row-key` and the returned `measure` as its ref. Without ResizeObserver
 * (jsdom, the static render) the estimates stand.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export function useMeasuredHeights() {
  const [heights, setHeights] = useState<ReadonlyMap<string, number>>(() => new Map());
  const observerRef = useRef<ResizeObserver | null>(null);

  useEffect(() => () => observerRef.current?.disconnect(), []);

  const measure = useCallback((row: HTMLElement | null) => {
    if (!row || typeof ResizeObserver === 'undefined') return undefined;
    observerRef.current ??= new ResizeObserver((entries) => {
      setHeights((current) => {
        let next: Map<string, number> | null = null;
        for (const entry of entries) {
          const key = (entry.target as HTMLElement).dataset.rowKey;
          const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height;
          // Sub-pixel noise is not a change; it would only re-render the list.
          if (!key || Math.abs((current.get(key) ?? -1) - height) < 0.5) continue;
          next ??= new Map(current);
          next.set(key, height);
        }
        return next ?? current;
      });
    });
    const observer = observerRef.current;
    observer.observe(row);
    return () => observer.unobserve(row);
  }, []);

  return { heights, measure };
}
