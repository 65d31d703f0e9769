/** Dates of the demo data. The articles hang off a fixed base date, so every machine sees the same blog. */
export const BASE_DATE = Date.UTC(2026, 10, 1, 9, 0, 0);
export const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` (UTC) of a time. */
export const dayKey = (time: number): string => new Date(time).toISOString().slice(0, 10);
