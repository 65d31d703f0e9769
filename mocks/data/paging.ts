/** Page arguments (page 1-based, pageSize default 10, at most 100) and slicing a list into a Page. */
import { text, type Input } from './fields';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

const whole = (value: unknown) => {
  const n = Number.parseInt(text(value), 10);
  return Number.isFinite(n) ? n : undefined;
};

export function paginate<T>(rows: T[], input: Input) {
  const page = Math.max(1, whole(input.page) ?? 1);
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, whole(input.pageSize) ?? DEFAULT_PAGE_SIZE));
  const start = (page - 1) * pageSize;
  return { list: rows.slice(start, start + pageSize), total: rows.length, page, pageSize };
}

export const newestFirst = <T extends { createdAt: string; id: number }>(rows: T[]) =>
  [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
