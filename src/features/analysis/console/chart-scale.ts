/** Pure helpers for the trend chart: a round axis maximum, its ticks and day labels. */
import { dateTimeFormat } from '@/i18n/formats';

/** The smallest 1, 2 or 5 times a power of ten at or above `value` (at least 1). */
export function niceMax(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/** Evenly spaced ticks from 0 to `max`, whole numbers only. */
export function ticks(max: number, count = 4): number[] {
  const step = max / count;
  const values = Array.from({ length: count + 1 }, (_, index) => Math.round(index * step));
  return values.filter((value, index) => index === 0 || value !== values[index - 1]);
}

const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' };
const LONG_DAY: Intl.DateTimeFormatOptions = { ...DAY, weekday: 'short' };

/** `2026-11-03` -> `Nov 3`, `11月3日` in the active language (the days are calendar days: read them in UTC so none shifts). */
export function dayLabel(date: string, long = false): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return dateTimeFormat(long ? LONG_DAY : DAY).format(parsed);
}

/** Indexes of the x-axis labels: about `count` of them, always the first and the last. */
export function labelIndexes(length: number, count = 6): number[] {
  if (length <= count) return Array.from({ length }, (_, index) => index);
  const step = Math.ceil((length - 1) / (count - 1));
  const indexes: number[] = [];
  for (let index = 0; index < length - 1; index += step) indexes.push(index);
  if (length - 1 - indexes[indexes.length - 1] < step / 2) indexes.pop();
  indexes.push(length - 1);
  return indexes;
}
