/** Home (/ and /index): the site's introduction and the newest articles, page by page. */
import { useLocation, useSearchParams } from 'react-router-dom';
import { getConfig } from '@/config/runtime-config';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useVisitReport } from '@/features/analysis/use-visit-report';
import { useGetArticlesQuery } from '@/features/reading/articles-api';
import { ArticleList } from '@/features/reading/list/article-list';
import { parsePageParam } from '@/features/reading/list/page-param';
import { useScrollTopOnChange } from '@/features/reading/list/use-scroll-top-on-change';
import { EmptyState } from '@/components/states/empty-state';
import { shownOnly } from '@/api/shown-result';
import type { Page, ArticleSummary } from '@/api/types';
import { useT } from '@/i18n/use-t';
import heading from './page-heading.module.css';
import styles from './home-page.module.css';
import { homeArticlesArgs, homeTitle } from './route-facts';

export function HomePage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const site = getConfig().site;
  const t = useT();
  const { currentData, error, refetch } = useGetArticlesQuery(
    homeArticlesArgs(page),
    shownOnly<Page<ArticleSummary>>(),
  );

  useVisitReport(pathname);
  useDocumentTitle(homeTitle(page));
  useScrollTopOnChange(String(page));

  // Page links stay on the path the reader came by (/ or /index).
  const hrefForPage = (target: number) => (target > 1 ? `${pathname}?page=${target}` : pathname);

  return (
    <div>
      <header className={styles.header}>
        <h1 tabIndex={-1} className={heading.heading}>
          {site.title}
        </h1>
        {site.description && (
          <p className={`${heading.lead} ${styles.description}`}>{site.description}</p>
        )}
      </header>
      <ArticleList
        data={currentData}
        error={error}
        onRetry={() => void refetch()}
        page={page}
        hrefForPage={hrefForPage}
        empty={<EmptyState title={t('list.empty')} description={t('list.emptyHome')} />}
      />
    </div>
  );
}
