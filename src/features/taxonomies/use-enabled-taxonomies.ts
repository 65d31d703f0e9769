/**
 * What readers may see of an article's category and labels: the public lists name the enabled
 * ones, so a disabled category or label on an article is left out. Until the lists arrive
 * nothing is shown (never a disabled one for a moment); if they cannot be loaded, the article's
 * own references are shown as they are, rather than hiding every tag.
 */
import type { NamedRef, TaxonomySummary } from '@/api/types';
import { useGetCategoriesQuery, useGetLabelsQuery } from './taxonomies-api';
import { shownOnly } from '@/api/shown-result';

type Known = { ids: Set<string> } | 'loading' | 'unknown';

function known(data: { id: string }[] | undefined, isError: boolean): Known {
  if (data) return { ids: new Set(data.map((item) => item.id)) };
  return isError ? 'unknown' : 'loading';
}

const shows = (state: Known, ref: NamedRef) =>
  state === 'unknown' || (state !== 'loading' && state.ids.has(ref.id));

export function useEnabledTaxonomies() {
  const categories = useGetCategoriesQuery(undefined, shownOnly<TaxonomySummary[]>());
  const labels = useGetLabelsQuery(undefined, shownOnly<TaxonomySummary[]>());
  const enabledCategories = known(categories.data, categories.isError);
  const enabledLabels = known(labels.data, labels.isError);
  return {
    category: (ref: NamedRef | null) => (ref && shows(enabledCategories, ref) ? ref : null),
    labels: (refs: NamedRef[]) => refs.filter((ref) => shows(enabledLabels, ref)),
  };
}
