/**
 * The app's one date formatter. A date is what matters in lists and tables; a time is shown only
 * where it tells something: for a moment of today ("today 14:05"). Older moments show the day
 * alone, so a date-only value stored as midnight never turns into a meaningless "9:00 AM". In the
 * active language (src/i18n/formats.ts): "Mar 5, 2026", "2026年3月5日".
 */
import { dateTimeFormat } from '@/i18n/formats';
import { t } from '@/i18n/i18n';

const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const UTC_DAY: Intl.DateTimeFormatOptions = { ...DAY, timeZone: 'UTC' };

/** A valid Date for an ISO string, or null when the server sent something unreadable. */
export function parseDate(iso: string): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * "Mar 5, 2026". `timeZone: 'UTC'` gives the calendar day the server meant (the public lists
 * group by UTC months); by default the owner's own day.
 */
export function formatDay(date: Date, timeZone?: 'UTC'): string {
  return dateTimeFormat(timeZone ? UTC_DAY : DAY).format(date);
}

const sameLocalDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

/**
 * A moment in a console table: "today 14:05" when it is today (the owner's time zone), otherwise
 * the day alone; "—" when the server sent no readable date.
 */
export function formatWhen(iso: string, now: Date = new Date()): string {
  const date = parseDate(iso);
  if (!date) return '—';
  if (sameLocalDay(date, now))
    return t('date.todayAt', { time: dateTimeFormat(TIME).format(date) });
  return formatDay(date);
}
