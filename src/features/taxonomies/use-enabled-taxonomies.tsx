/**
 * What readers may see of an article's category and labels: the public lists name the enabled
 * ones, so a disabled category or label on an article is left out. Until the lists arrive
 * nothing is shown (never a disabled one for a moment); if they cannot be loaded, the article's
 * own references are shown as they are, rather than hiding every tag.
 *
 * A list of cards shares one answer (SharedEnabledTaxonomies): each card subscribing on its own
 * made two RTK Query subscriptions per card, each dispatched in the take-over's commit and each
 * running every other subscriber's selector.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { shownOnly } from '@/api/shown-result';
import type { NamedRef, TaxonomySummary } from '@/api/types';
import { useGetCategoriesQuery, useGetLabelsQuery } from './taxonomies-api';

type Known = { ids: Set<string> } | 'loading' | 'unknown';

export interface EnabledTaxonomies {
  category: (ref: NamedRef | null) => NamedRef | null;
  labels: (refs: NamedRef[]) => NamedRef[];
}

function known(data: TaxonomySummary[] | undefined, isError: boolean): Known {
  if (data) return { ids: new Set(data.map((item) => item.id)) };
  return isError ? 'unknown' : 'loading';
}

const shows = (state: Known, ref: NamedRef) =>
  state === 'unknown' || (state !== 'loading' && state.ids.has(ref.id));

const Shared = createContext<EnabledTaxonomies | null>(null);

export function useEnabledTaxonomies(): EnabledTaxonomies {
  const shared = useContext(Shared);
  const options = { ...shownOnly<TaxonomySummary[]>(), skip: shared !== null };
  const categories = useGetCategoriesQuery(undefined, options);
  const labels = useGetLabelsQuery(undefined, options);
  const own = useMemo(() => {
    const enabledCategories = known(categories.data, categories.isError);
    const enabledLabels = known(labels.data, labels.isError);
    return {
      category: (ref: NamedRef | null) => (ref && shows(enabledCategories, ref) ? ref : null),
      labels: (refs: NamedRef[]) => refs.filter((ref) => shows(enabledLabels, ref)),
    };
  }, [categories.data, categories.isError, labels.data, labels.isError]);
  return shared ?? own;
}

/** One subscription for everything inside (a list of cards). */
export function SharedEnabledTaxonomies({ children }: { children: ReactNode }) {
  const enabled = useEnabledTaxonomies();
  return <Shared.Provider value={enabled}>{children}</Shared.Provider>;
}
