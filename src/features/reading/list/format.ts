/**
 * Dates and counts as readers see them in lists and the archive. Dates are shown in UTC, the same
 * calendar the archive groups by (see group-timeline.ts), so an article never sits under one month
 * in the archive while its card names a day of the next.
 */
import { DISPLAY_LOCALE } from '@/config/constants';
import { formatDay } from '@/lib/format-date';
import { lazily } from '@/lib/lazily';

export { parseDate } from '@/lib/format-date';

// One locale on the server (prerender) and in the browser, so the taken-over page matches.
const countFormat = lazily(() => new Intl.NumberFormat(DISPLAY_LOCALE));

export function formatDate(date: Date): string {
  return formatDay(date, 'UTC');
}

export function formatCount(count: number, one: string, many: string): string {
  return `${countFormat().format(count)} ${count === 1 ? one : many}`;
}
