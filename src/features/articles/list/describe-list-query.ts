/** Words for the public list's filters: the page heading and the empty-state sentence. */
import type { ListQuery } from '@/config/list-query';

export interface FilterNames {
  /** The category's name, or undefined while unknown (the id is shown then). */
  category?: string;
  label?: string;
}

export function hasFilters(query: ListQuery): boolean {
  return Boolean(query.keyword || query.categoryId || query.labelId);
}

/** 'Search: “foo”', 'Articles in “Design”', 'Search: “foo” in “Design” tagged “css”', … */
export function describeListQuery(query: ListQuery, names: FilterNames = {}): string {
  if (!hasFilters(query)) return 'All articles';
  let text = query.keyword ? `Search: “${query.keyword}”` : 'Articles';
  if (query.categoryId) text += ` in “${names.category ?? query.categoryId}”`;
  if (query.labelId) text += ` tagged “${names.label ?? query.labelId}”`;
  return text;
}

const andList = new Intl.ListFormat('en', { type: 'conjunction' });

/** 'No articles match the search “foo” and the category “Design”.' */
export function describeNoMatch(query: ListQuery, names: FilterNames = {}): string {
  const parts: string[] = [];
  if (query.keyword) parts.push(`the search “${query.keyword}”`);
  if (query.categoryId) parts.push(`the category “${names.category ?? query.categoryId}”`);
  if (query.labelId) parts.push(`the tag “${names.label ?? query.labelId}”`);
  return parts.length === 0 ? 'No articles yet.' : `No articles match ${andList.format(parts)}.`;
}
