/**
 * The archive as a windowed list: every row has a known height (its kind's, or the one measured
 * once it was shown, as a wrapped title makes it taller), a spacer holds the full height, and only
 * the rows near the viewport are in the DOM (at most TIMELINE_MAX_DOM_ENTRIES), so ten thousand
 * articles scroll as smoothly as ten.
 */
import { useMemo, useRef } from 'react';
import type { TimelineEntry } from '@/api/types';
import { groupTimeline } from './group-timeline';
import { rowOffsets, toTimelineRows } from './timeline-rows';
import { TimelineRowView } from './timeline-row-view';
import { TIMELINE_MAX_DOM_ENTRIES } from '@/config/constants';
import { useHydrated } from '@/lib/use-hydrated';
import { useMeasuredHeights } from './use-measured-heights';
import { useWindowRange } from './use-window-range';
import styles from './windowed-timeline.module.css';

export function WindowedTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  const rows = useMemo(() => toTimelineRows(groupTimeline(entries)), [entries]);
  const containerRef = useRef<HTMLDivElement>(null);
  const { heights, measure } = useMeasuredHeights();
  const offsets = useMemo(() => rowOffsets(rows, heights), [rows, heights]);
  const { start, end } = useWindowRange(containerRef, offsets);
  const total = offsets[rows.length];
  // A list that fits in the DOM is laid out in the flow as it is, with nothing to switch (a switch
  // can move a row by a pixel as the page is taken over). A longer one starts the same way: the
  // first render (prerendered HTML, and the take-over that must match it) has no style attribute,
  // as the Content-Security-Policy allows none in markup; once the app runs, React sets the
  // window's sizes through the CSSOM, which the policy allows.
  const longList = rows.length > TIMELINE_MAX_DOM_ENTRIES;
  const hydrated = useHydrated();
  const windowed = longList && hydrated;
  const shown = longList ? rows.slice(start, end) : rows;

  return (
    <div
      ref={containerRef}
      className={styles.timeline}
      style={windowed ? { height: total } : undefined}
    >
      <div
        className={windowed ? styles.window : undefined}
        style={windowed ? { transform: `translateY(${offsets[start]}px)` } : undefined}
      >
        {shown.map((row) => (
          <div key={row.key} data-row-key={row.key} ref={measure}>
            <TimelineRowView row={row} />
          </div>
        ))}
      </div>
    </div>
  );
}
