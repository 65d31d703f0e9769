/**
 * Words for the public list's filters: the page heading, the chips and the empty-state sentence.
 * A category or tag is only ever called by its name: while its name is unknown the words say
 * "this category", and one that does not exist (or is disabled) is said not to exist.
 */
import type { ListQuery } from '@/config/list-query';
import { listFormat } from '@/i18n/formats';
import { t } from '@/i18n/i18n';
import '@/i18n/list-page-catalog';

/** A filter's name: undefined while not known yet, null when no enabled one has that id. */
export type FilterName = string | null | undefined;

export interface FilterNames {
  category?: FilterName;
  label?: FilterName;
}

export function hasFilters(query: ListQuery): boolean {
  return Boolean(query.keyword || query.categoryId || query.labelId);
}

/** The filter that names a category or tag readers cannot see, if any. */
export function missingFilter(query: ListQuery, names: FilterNames): 'category' | 'tag' | null {
  if (query.categoryId && names.category === null) return 'category';
  if (query.labelId && names.label === null) return 'tag';
  return null;
}

/** How a filter's name enters a message: `state` named (with `name`), unnamed or unknown. */
const naming = (name: FilterName) => ({
  state: name ? 'named' : name === null ? 'unknown' : 'unnamed',
  name: name ?? '',
});

/** 'Search: “foo”', 'Articles in “Design”', 'Search: “foo” in “Design” tagged “css”', … */
export function describeListQuery(query: ListQuery, names: FilterNames = {}): string {
  const missing = missingFilter(query, names);
  if (missing) return t('listPage.missingFilter', { kind: missing });
  if (!hasFilters(query)) return t('listPage.allArticles');
  const absent = { state: 'none', name: '' };
  const category = query.categoryId ? naming(names.category) : absent;
  const tag = query.labelId ? naming(names.label) : absent;
  return t('listPage.heading', {
    search: query.keyword ? 'yes' : 'no',
    keyword: query.keyword ?? '',
    category: category.state,
    categoryName: category.name,
    tag: tag.state,
    tagName: tag.name,
  });
}

/** The chip's text for a category or tag filter. */
export function describeChip(kind: 'Category' | 'Tag', name: FilterName): string {
  return t(kind === 'Category' ? 'listPage.chipCategory' : 'listPage.chipTag', naming(name));
}

/** 'No articles match the search “foo” and the category “Design”.' */
export function describeNoMatch(query: ListQuery, names: FilterNames = {}): string {
  const parts: string[] = [];
  if (query.keyword) parts.push(t('listPage.noMatchSearch', { keyword: query.keyword }));
  if (query.categoryId) parts.push(t('listPage.noMatchCategory', naming(names.category)));
  if (query.labelId) parts.push(t('listPage.noMatchTag', naming(names.label)));
  if (parts.length === 0) return t('list.empty');
  return t('listPage.noMatch', { parts: listFormat({ type: 'conjunction' }).format(parts) });
}
