/**
 * 90 days of page views and visitors. The numbers are fixed by the seed; the days end today (or at
 * the base date, if that is later), so the console's trend chart always shows recent traffic.
 */
import type { DayStats } from '../schema';
import { BASE_DATE, DAY_MS, dayKey } from './dates';
import type { Random } from './prng';

export const ANALYSIS_SEED_DAYS = 90;

export function seedAnalysis(random: Random, now = Date.now()): Record<string, DayStats> {
  const end = Math.max(now, BASE_DATE);
  const days: Record<string, DayStats> = {};
  for (let offset = ANALYSIS_SEED_DAYS - 1; offset >= 0; offset--) {
    const time = end - offset * DAY_MS;
    const weekend = [0, 6].includes(new Date(time).getUTCDay());
    const growth = 1 + (ANALYSIS_SEED_DAYS - offset) / ANALYSIS_SEED_DAYS;
    const pv = Math.round(random.int(90, 220) * growth * (weekend ? 0.6 : 1));
    days[dayKey(time)] = { pv, uv: Math.round(pv * (0.35 + random.next() * 0.2)), keys: [] };
  }
  return days;
}
