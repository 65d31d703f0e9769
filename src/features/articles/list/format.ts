/**
 * Dates and counts as readers see them in lists and the archive. Dates are shown in UTC, the same
 * calendar the archive groups by (see group-timeline.ts), so an article never sits under one month
 * in the archive while its card names a day of the next.
 */

import { DISPLAY_LOCALE } from '@/config/constants';

const dateFormat = new Intl.DateTimeFormat(DISPLAY_LOCALE, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const countFormat = new Intl.NumberFormat(DISPLAY_LOCALE);

/** A valid Date for an ISO string, or null when the server sent something unreadable. */
export function parseDate(iso: string): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(date: Date): string {
  return dateFormat.format(date);
}

export function formatCount(count: number, one: string, many: string): string {
  return `${countFormat.format(count)} ${count === 1 ? one : many}`;
}
