/**
 * The public list's query string (/list?keyword&categoryId&labelId&page): one set of rules for
 * reading it, merging a change into it (other parameters kept, empty ones dropped) and writing it.
 * Flat parameters only, read and written as qs would (see flat-query-string.ts), without its weight.
 */
import { readFlatParam, stringifyFlat } from '@/lib/flat-query-string';
import { capKeyword } from '@/lib/keyword';

export interface ListQuery {
  keyword?: string;
  categoryId?: string;
  labelId?: string;
  page?: number;
}

const KEYS = ['keyword', 'categoryId', 'labelId', 'page'] as const;

function clean(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

/** A text parameter worth writing; the keyword also capped (it is echoed and sent to the API). */
function cleanText(key: 'keyword' | 'categoryId' | 'labelId', value: unknown): string | undefined {
  const text = clean(value);
  return key === 'keyword' && text !== undefined ? capKeyword(text) : text;
}

/** A page number worth writing: a whole number above 1 (page 1 is the default), else undefined. */
function toPage(value: unknown): number | undefined {
  const text = clean(value);
  if (text === undefined || !/^\d+$/.test(text)) return undefined;
  const page = Number(text);
  return Number.isSafeInteger(page) && page > 1 ? page : undefined;
}

export function parseListQuery(search: string): ListQuery {
  const query: ListQuery = {};
  const keyword = cleanText('keyword', readFlatParam(search, 'keyword'));
  const categoryId = clean(readFlatParam(search, 'categoryId'));
  const labelId = clean(readFlatParam(search, 'labelId'));
  const page = toPage(readFlatParam(search, 'page'));
  if (keyword) query.keyword = keyword;
  if (categoryId) query.categoryId = categoryId;
  if (labelId) query.labelId = labelId;
  if (page) query.page = page;
  return query;
}

/** Applies a change to the current query: keeps other parameters, drops emptied ones, resets the page. */
export function mergeListQuery(
  current: ListQuery,
  change: Partial<Record<keyof ListQuery, unknown>>,
): ListQuery {
  const next: Record<string, unknown> = { ...current, page: undefined, ...change };
  const result: ListQuery = {};
  for (const key of KEYS) {
    if (key === 'page') {
      const page = toPage(next.page);
      if (page) result.page = page;
      continue;
    }
    const value = cleanText(key, next[key]);
    if (value !== undefined) result[key] = value;
  }
  return result;
}

export function stringifyListQuery(query: ListQuery): string {
  const ordered: Record<string, string | number> = {};
  for (const key of KEYS) {
    const value = key === 'page' ? toPage(query.page) : cleanText(key, query[key]);
    if (value !== undefined) ordered[key] = value;
  }
  const text = stringifyFlat(ordered) ?? '';
  return text && `?${text}`;
}
