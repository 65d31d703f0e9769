/**
 * Words for the public list's filters: the page heading, the chips and the empty-state sentence.
 * A category or tag is only ever called by its name: while its name is unknown the words say
 * "this category", and one that does not exist (or is disabled) is said not to exist.
 */
import type { ListQuery } from '@/config/list-query';
import { lazily } from '@/lib/lazily';

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

/** 'the tag “css”', or 'this tag' while its name is not known. */
const named = (kind: string, name: FilterName) => (name ? `the ${kind} “${name}”` : `this ${kind}`);

/** 'Search: “foo”', 'Articles in “Design”', 'Search: “foo” in “Design” tagged “css”', … */
export function describeListQuery(query: ListQuery, names: FilterNames = {}): string {
  const missing = missingFilter(query, names);
  if (missing) return `This ${missing} does not exist`;
  if (!hasFilters(query)) return 'All articles';
  let text = query.keyword ? `Search: “${query.keyword}”` : 'Articles';
  if (query.categoryId) text += names.category ? ` in “${names.category}”` : ' in this category';
  if (query.labelId) text += names.label ? ` tagged “${names.label}”` : ' with this tag';
  return text;
}

/** The chip's text for a category or tag filter. */
export function describeChip(kind: 'Category' | 'Tag', name: FilterName): string {
  if (name === null) return `Unknown ${kind.toLowerCase()}`;
  return name ? `${kind}: ${name}` : kind;
}

const andList = lazily(() => new Intl.ListFormat('en', { type: 'conjunction' }));

/** 'No articles match the search “foo” and the category “Design”.' */
export function describeNoMatch(query: ListQuery, names: FilterNames = {}): string {
  const parts: string[] = [];
  if (query.keyword) parts.push(`the search “${query.keyword}”`);
  if (query.categoryId) parts.push(named('category', names.category));
  if (query.labelId) parts.push(named('tag', names.label));
  return parts.length === 0 ? 'No articles yet.' : `No articles match ${andList().format(parts)}.`;
}
