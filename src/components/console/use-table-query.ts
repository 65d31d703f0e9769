/**
 * A console table's page, page size and keyword, kept in the URL (`?page=2&pageSize=20&keyword=x`)
 * so a reload, a shared link or the back button shows the same rows. Defaults stay out of the URL.
 *
 * Returns { page (1-based), pageSize, keyword, params (the URLSearchParams, for extra filters),
 * setPage(n), setPageSize(n) (back to page 1), setKeyword(s, { replace? }) (back to page 1;
 * `replace` rewrites the current history entry, for search-as-you-type),
 * setFilter(name, value?) (any other parameter; empty removes it; back to page 1) }.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CONSOLE_PAGE_SIZE } from '@/config/constants';
import { capKeyword } from '@/lib/keyword';

/** Page sizes the tables offer; anything else in the URL falls back to the default. */
export const CONSOLE_PAGE_SIZES = [10, 20, 50] as const;

function positiveInt(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
}

export function useTableQuery() {
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const rawSize = positiveInt(params.get('pageSize'));
  const pageSize =
    rawSize && (CONSOLE_PAGE_SIZES as readonly number[]).includes(rawSize)
      ? rawSize
      : CONSOLE_PAGE_SIZE;
  const keyword = capKeyword(params.get('keyword') ?? '');

  const update = useCallback(
    (
      changes: Record<string, string | number | null | undefined>,
      resetPage: boolean,
      replace = false,
    ) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          if (resetPage) next.delete('page');
          if (next.get('page') === '1') next.delete('page');
          if (next.get('pageSize') === String(CONSOLE_PAGE_SIZE)) next.delete('pageSize');
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  return useMemo(
    () => ({
      page,
      pageSize,
      keyword,
      params,
      setPage: (next: number) => update({ page: next }, false),
      setPageSize: (next: number) => update({ pageSize: next }, true),
      setKeyword: (next: string, options: { replace?: boolean } = {}) =>
        update({ keyword: capKeyword(next) }, true, options.replace),
      setFilter: (name: string, value?: string | null) => update({ [name]: value }, true),
    }),
    [page, pageSize, keyword, params, update],
  );
}
