/**
 * A page of article cards with its states: skeletons while the page loads, an inline error with
 * retry, the caller's empty state, and page links. `code !== 0` failures have already been
 * toasted by the base query; the inline error still keeps the page from going blank.
 */
import type { ReactNode } from 'react';
import { errorMessage } from '@/api/errors';
import type { ArticleSummary, Page } from '@/api/types';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { PUBLIC_PAGE_SIZE } from '@/config/constants';
import { ArticleCard } from './article-card';
import { ArticleCardSkeleton } from './article-card-skeleton';
import hidden from '@/lib/visually-hidden.module.css';
import { ListPagination } from './list-pagination';
import { SharedEnabledTaxonomies } from '@/features/taxonomies/use-enabled-taxonomies';
import { PlainButtonLink } from '@/components/plain/plain-button';
import { useT } from '@/i18n/use-t';
import styles from './article-list.module.css';

interface ArticleListProps {
  /** The page for the current arguments (RTK Query's `currentData`), undefined while it loads. */
  data: Page<ArticleSummary> | undefined;
  error: unknown;
  onRetry: () => void;
  page: number;
  hrefForPage: (page: number) => string;
  /** What to show when the list is empty on page 1. */
  empty: ReactNode;
  /** An article's snippet for a keyword search, shown instead of its summary. */
  snippetOf?: (article: ArticleSummary) => ReactNode;
}

const SKELETON_KEYS = Array.from({ length: PUBLIC_PAGE_SIZE }, (_, index) => `skeleton-${index}`);

export function ArticleList({
  data,
  error,
  onRetry,
  page,
  hrefForPage,
  empty,
  snippetOf,
}: ArticleListProps) {
  const t = useT();
  if (!data && error) {
    return (
      <div className={styles.error}>
        <ErrorState title={t('list.loadFailed')} message={errorMessage(error)} onRetry={onRetry} />
      </div>
    );
  }
  if (!data) {
    return (
      <div aria-busy="true">
        <span role="status" className={hidden.visuallyHidden}>
          {t('list.loading')}
        </span>
        {SKELETON_KEYS.map((key) => (
          <ArticleCardSkeleton key={key} />
        ))}
      </div>
    );
  }
  const pageSize = data.pageSize > 0 ? data.pageSize : PUBLIC_PAGE_SIZE;
  const count = Math.max(1, Math.ceil(data.total / pageSize));
  if (data.list.length === 0) {
    if (page > 1) {
      return (
        <EmptyState
          title={t('list.noSuchPage', { page })}
          description={t('list.lastPage', { count })}
          action={
            <PlainButtonLink to={hrefForPage(1)} variant="outlined">
              {t('list.firstPage')}
            </PlainButtonLink>
          }
        />
      );
    }
    return <>{empty}</>;
  }
  return (
    <div>
      <SharedEnabledTaxonomies>
        {data.list.map((article, index) => (
          <ArticleCard
            key={article.id}
            article={article}
            eager={index === 0}
            snippet={snippetOf?.(article)}
          />
        ))}
      </SharedEnabledTaxonomies>
      <ListPagination page={page} count={count} hrefForPage={hrefForPage} />
    </div>
  );
}
