/**
 * The filtered list (/list?keyword&categoryId&labelId&page). The URL is the state: chips and page
 * links write it through the shared list-query rules, which keep the other filters.
 */
import { useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PUBLIC_PAGE_SIZE } from '@/config/constants';
import { mergeListQuery, parseListQuery } from '@/config/list-query';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { EmptyState } from '@/components/states/empty-state';
import { useGetArticlesQuery } from '@/features/reading/articles-api';
import { ActiveFilters, type FilterKey } from '@/features/reading/list/active-filters';
import { ArticleList } from '@/features/reading/list/article-list';
import { useKeywordList } from '@/features/search/keyword-list';
import {
  describeListQuery,
  describeNoMatch,
  hasFilters,
  missingFilter,
} from '@/features/reading/list/describe-list-query';
import { useScrollTopOnChange } from '@/features/reading/list/use-scroll-top-on-change';
import { useGetCategoriesQuery, useGetLabelsQuery } from '@/features/taxonomies/taxonomies-api';
import { shownOnly } from '@/api/shown-result';
import type { Page, ArticleSummary, TaxonomySummary } from '@/api/types';
import { PlainButtonLink } from '@/components/plain/plain-button';
import { useT } from '@/i18n/use-t';
import heading from './page-heading.module.css';
import styles from './list-page.module.css';
import '@/i18n/list-page-catalog';

export function ListPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const query = useMemo(() => parseListQuery(search), [search]);
  const page = query.page ?? 1;
  const { keyword, categoryId, labelId } = query;

  // A keyword on a site with search files: the search's pages (the quick search's results);
  // otherwise the API's.
  const searched = useKeywordList(query);
  const listed = useGetArticlesQuery(
    { page, pageSize: PUBLIC_PAGE_SIZE, keyword, categoryId, labelId },
    { ...shownOnly<Page<ArticleSummary>>(), skip: searched !== undefined },
  );
  // Names for the chips and heading; the same cached lists the sidebar shows.
  const categories = useGetCategoriesQuery(undefined, {
    ...shownOnly<TaxonomySummary[]>(),
    skip: !categoryId,
  });
  const labels = useGetLabelsQuery(undefined, {
    ...shownOnly<TaxonomySummary[]>(),
    skip: !labelId,
  });
  // The public lists hold the enabled ones only: an id missing from them names nothing a reader
  // may see (null), and is never shown in place of a name.
  const nameIn = (list: { id: string; name: string }[] | undefined, id: string | undefined) =>
    list && id ? (list.find((item) => item.id === id)?.name ?? null) : undefined;
  const names = {
    category: nameIn(categories.data, categoryId),
    label: nameIn(labels.data, labelId),
  };
  const missing = missingFilter(query, names);

  const title = describeListQuery(query, names);
  useDocumentTitle(page > 1 ? t('listPage.pagedTitle', { title, page }) : title);
  useScrollTopOnChange(search);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const removeFilter = (key: FilterKey) => {
    navigate(paths.list.href(mergeListQuery(query, { [key]: undefined })));
    // The removed chip took the focus with it: hand it to the heading, which names the new list.
    headingRef.current?.focus();
  };

  const empty = hasFilters(query) ? (
    <EmptyState
      title={describeNoMatch(query, names)}
      description={t('listPage.noMatchHint')}
      action={
        <PlainButtonLink to={paths.list.href()} variant="outlined">
          {t('listPage.clearFilters')}
        </PlainButtonLink>
      }
    />
  ) : (
    <EmptyState title={t('list.empty')} />
  );

  return (
    <div>
      <h1 ref={headingRef} tabIndex={-1} className={`${heading.heading} ${styles.heading}`}>
        {title}
      </h1>
      <ActiveFilters query={query} names={names} onRemove={removeFilter} />
      {missing ? (
        <EmptyState
          title={t('listPage.missingTitle', { kind: missing })}
          description={t('listPage.missingText', { kind: missing })}
          action={
            <PlainButtonLink to={paths.list.href()} variant="outlined">
              {t('listPage.seeAll')}
            </PlainButtonLink>
          }
        />
      ) : (
        <ArticleList
          data={searched ? searched.data : listed.currentData}
          error={searched ? searched.error : listed.error}
          onRetry={searched ? searched.retry : () => void listed.refetch()}
          page={page}
          hrefForPage={(target) => paths.list.href({ ...query, page: target })}
          empty={empty}
          snippetOf={searched?.snippetOf}
        />
      )}
    </div>
  );
}
