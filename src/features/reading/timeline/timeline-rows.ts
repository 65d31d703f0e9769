/**
 * The archive flattened into rows (year header, month header, entry). Each kind has a known
 * height, so the windowed list can place any row by arithmetic; an entry whose long title wraps
 * (phones) is taller, and the list replaces the estimate with the height it measured.
 */
import type { TimelineEntry } from '@/api/types';
import type { TimelineGroups } from './group-timeline';

export type TimelineRow =
  | { kind: 'year'; key: string; year: number | null; count: number }
  | { kind: 'month'; key: string; year: number; month: number; count: number }
  | { kind: 'entry'; key: string; entry: TimelineEntry; date: Date | null };

/** Pixel heights of each row kind (an entry's is its one-line minimum). */
export const ROW_HEIGHT: Record<TimelineRow['kind'], number> = { year: 64, month: 44, entry: 40 };

export function toTimelineRows(groups: TimelineGroups): TimelineRow[] {
  const rows: TimelineRow[] = [];
  for (const year of groups.years) {
    rows.push({ kind: 'year', key: `y${year.year}`, year: year.year, count: year.count });
    for (const month of year.months) {
      rows.push({
        kind: 'month',
        key: `m${year.year}-${month.month}`,
        year: year.year,
        month: month.month,
        count: month.entries.length,
      });
      for (const entry of month.entries) {
        rows.push({ kind: 'entry', key: `e${entry.id}`, entry, date: entry.date });
      }
    }
  }
  if (groups.undated.length > 0) {
    rows.push({ kind: 'year', key: 'undated', year: null, count: groups.undated.length });
    for (const entry of groups.undated) {
      rows.push({ kind: 'entry', key: `e${entry.id}`, entry, date: null });
    }
  }
  return rows;
}

/**
 * offsets[i] is the top of row i; offsets[rows.length] is the total height. `measured` holds the
 * real heights of rows seen so far, by key; the others count at their kind's height.
 */
export function rowOffsets(
  rows: readonly TimelineRow[],
  measured: ReadonlyMap<string, number> = new Map(),
): number[] {
  const offsets = new Array<number>(rows.length + 1);
  offsets[0] = 0;
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index];
    offsets[index + 1] = offsets[index] + (measured.get(row.key) ?? ROW_HEIGHT[row.kind]);
  }
  return offsets;
}

/** The first row whose bottom is below `y` (binary search over the offsets). */
export function rowAt(offsets: readonly number[], y: number): number {
  let low = 0;
  let high = offsets.length - 2;
  if (high < 0) return 0;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (offsets[mid + 1] <= y) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The rows to render for a visible band [top, bottom) in the list's own coordinates, widened by
 * `overscan` pixels and capped at `maxRows` so no window size can put more in the DOM.
 */
export function visibleRange(
  offsets: readonly number[],
  top: number,
  bottom: number,
  overscan: number,
  maxRows: number,
): { start: number; end: number } {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  const start = rowAt(offsets, Math.max(0, top - overscan));
  const last = rowAt(offsets, Math.max(0, bottom + overscan));
  const end = Math.min(count, last + 1, start + maxRows);
  return { start, end };
}
