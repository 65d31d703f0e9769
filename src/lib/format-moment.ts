/**
 * A moment in full and how long ago it was, in the active language (src/i18n/formats.ts): the
 * console's "last built 5 minutes ago (Nov 30, 2026, 10:00 AM)". Apart from format-date.ts, which
 * every public page loads, so that the reading side carries none of it.
 */
import { dateTimeFormat, relativeTimeFormat } from '@/i18n/formats';

const MOMENT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** "Nov 30, 2026, 10:00 AM", "2026年11月30日 10:00". */
export const formatMoment = (date: Date): string => dateTimeFormat(MOMENT).format(date);

const UNITS = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
] as const;

/**
 * "5 minutes ago", "yesterday", "5分钟前"; null within a minute, where the caller's own words
 * ("just now", "刚刚") read better than Intl's "now" ("现在").
 */
export function formatAgo(date: Date, now: number): string | null {
  const format = relativeTimeFormat({ numeric: 'auto' });
  const diff = date.getTime() - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) return format.format(Math.trunc(diff / ms), unit);
  }
  return null;
}
