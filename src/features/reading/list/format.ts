/**
 * Dates as readers see them in lists and the archive. Dates are shown in UTC, the same calendar
 * the archive groups by (see group-timeline.ts), so an article never sits under one month in the
 * archive while its card names a day of the next. Counts are plural messages (list.views,
 * list.articles), in the active language as the dates are.
 */
import { formatDay } from '@/lib/format-date';

export { parseDate } from '@/lib/format-date';

export function formatDate(date: Date): string {
  return formatDay(date, 'UTC');
}
