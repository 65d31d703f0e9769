/** Visits: recording page views and visitors per day, and the console's summary. */
import { getDb, markWritten } from '../db';
import { DAY_MS, dayKey } from '../seed/dates';
import { rankArticles } from './articles';
import { text, type Input } from './fields';

export const DEFAULT_DAYS = 30;
export const MAX_DAYS = 90;
const KEY_MAX = 100;

/** One page view today, and one visitor the first time this key shows up today. */
export function recordVisit(input: Input): null {
  const { analysis } = getDb();
  const today = dayKey(Date.now());
  const day = (analysis[today] ??= { pv: 0, uv: 0, keys: [] });
  day.pv += 1;
  const key = text(input.key).trim().slice(0, KEY_MAX);
  if (key && !day.keys.includes(key)) {
    day.keys.push(key);
    day.uv += 1;
  }
  markWritten();
  return null;
}

export function summariseVisits(input: Input) {
  const requested = Number.parseInt(text(input.days), 10);
  const days = Number.isFinite(requested)
    ? Math.min(MAX_DAYS, Math.max(1, requested))
    : DEFAULT_DAYS;
  const db = getDb();
  const now = Date.now();
  const daily = Array.from({ length: days }, (_, index) => {
    const date = dayKey(now - (days - 1 - index) * DAY_MS);
    const stats = db.analysis[date];
    return { date, pv: stats?.pv ?? 0, uv: stats?.uv ?? 0 };
  });
  return {
    pv: daily.reduce((sum, day) => sum + day.pv, 0),
    uv: daily.reduce((sum, day) => sum + day.uv, 0),
    articleCount: db.articles.length,
    categoryCount: db.categories.length,
    labelCount: db.labels.length,
    daily,
    topArticles: rankArticles(),
  };
}
