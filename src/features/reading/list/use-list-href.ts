/**
 * Links that choose a category or a tag: on /list they keep the filters already there (a search
 * narrowed by a category keeps its keyword), elsewhere they start a fresh list.
 */
import { useLocation } from 'react-router-dom';
import { mergeListQuery, parseListQuery, type ListQuery } from '@/config/list-query';
import { paths } from '@/config/paths';

export function useListHref(): (change: Partial<Record<keyof ListQuery, unknown>>) => string {
  const { pathname, search } = useLocation();
  const current = pathname === paths.list.path ? parseListQuery(search) : {};
  return (change) => paths.list.href(mergeListQuery(current, change));
}
