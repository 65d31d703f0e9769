/** The trend chart's frame (its size and margins), its width that follows its box, and its legend. */
import { useCallback, useState } from 'react';
import styles from './trend-chart.module.css';

const DEFAULT_WIDTH = 720;
const MIN_WIDTH = 280;
export const HEIGHT = 260;
export const MARGIN = { top: 12, right: 16, bottom: 28, left: 44 };
export const INNER_H = HEIGHT - MARGIN.top - MARGIN.bottom;

/**
 * The drawing's width follows its box, so text stays at 12 px on a phone instead of shrinking
 * with a scaled-down picture. (jsdom has no ResizeObserver: the default width is kept.)
 */
export function useMeasuredWidth() {
  const [measured, setMeasured] = useState(DEFAULT_WIDTH);
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry.contentRect.width);
      if (next > 0) setMeasured(Math.max(MIN_WIDTH, next));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [measured, ref] as const;
}

export function Legend({
  color,
  label,
  dashed = false,
}: {
  color: string;
  label: string;
  dashed?: boolean;
}) {
  return (
    <span className={styles.legendItem}>
      <svg width="20" height="8" aria-hidden>
        <line
          x1="0"
          x2="20"
          y1="4"
          y2="4"
          stroke={color}
          strokeWidth={2}
          strokeDasharray={dashed ? '5 3' : undefined}
        />
      </svg>
      {label}
    </span>
  );
}
