/**
 * Groups archive entries by year and month, newest first, with counts.
 *
 * Timezone rule: entries are grouped by the UTC year and month of their `createdAt`, and the
 * archive and article cards print dates in UTC too. That keeps the archive identical for every
 * reader and in every test run whatever the machine's timezone (an article stamped
 * 2025-12-31T23:30:00Z is a 2025 article everywhere, not a 2026 one east of Greenwich).
 * Entries whose date cannot be read are kept, in `undated`, rather than silently lost.
 */
import type { TimelineEntry } from '@/api/types';

export interface DatedEntry extends TimelineEntry {
  date: Date;
}

export interface TimelineMonth {
  year: number;
  /** 0–11, as in Date.getUTCMonth(). */
  month: number;
  entries: DatedEntry[];
}

export interface TimelineYear {
  year: number;
  count: number;
  months: TimelineMonth[];
}

export interface TimelineGroups {
  years: TimelineYear[];
  undated: TimelineEntry[];
  total: number;
}

export function groupTimeline(entries: readonly TimelineEntry[]): TimelineGroups {
  const dated: DatedEntry[] = [];
  const undated: TimelineEntry[] = [];
  for (const entry of entries) {
    const date = new Date(entry.createdAt);
    if (entry.createdAt && !Number.isNaN(date.getTime())) dated.push({ ...entry, date });
    else undated.push(entry);
  }
  // Newest first; Array.prototype.sort is stable, so equal times keep the server's order.
  dated.sort((a, b) => b.date.getTime() - a.date.getTime());

  const years: TimelineYear[] = [];
  for (const entry of dated) {
    const year = entry.date.getUTCFullYear();
    const month = entry.date.getUTCMonth();
    let currentYear = years[years.length - 1];
    if (!currentYear || currentYear.year !== year) {
      currentYear = { year, count: 0, months: [] };
      years.push(currentYear);
    }
    let currentMonth = currentYear.months[currentYear.months.length - 1];
    if (!currentMonth || currentMonth.month !== month) {
      currentMonth = { year, month, entries: [] };
      currentYear.months.push(currentMonth);
    }
    currentMonth.entries.push(entry);
    currentYear.count += 1;
  }
  return { years, undated, total: entries.length };
}
