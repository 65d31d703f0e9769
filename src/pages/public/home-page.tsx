/** Home (/ and /index): the site's introduction and the newest articles, page by page. */
import { useLocation, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PUBLIC_PAGE_SIZE } from '@/config/constants';
import { getConfig } from '@/config/runtime-config';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useVisitReport } from '@/features/analysis/use-visit-report';
import { useGetArticlesQuery } from '@/features/articles/articles-api';
import { ArticleList } from '@/features/articles/list/article-list';
import { parsePageParam } from '@/features/articles/list/page-param';
import { useScrollTopOnChange } from '@/features/articles/list/use-scroll-top-on-change';
import { EmptyState } from '@/components/states/empty-state';
import { shownOnly } from '@/api/shown-result';
import type { Page, ArticleSummary } from '@/api/types';

export function HomePage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const site = getConfig().site;
  const { currentData, error, refetch } = useGetArticlesQuery(
    { page, pageSize: PUBLIC_PAGE_SIZE },
    shownOnly<Page<ArticleSummary>>(),
  );

  useVisitReport(pathname);
  useDocumentTitle(page > 1 ? `Page ${page}` : null);
  useScrollTopOnChange(String(page));

  // Page links stay on the path the reader came by (/ or /index).
  const hrefForPage = (target: number) => (target > 1 ? `${pathname}?page=${target}` : pathname);

  return (
    <Box>
      <Box component="header" sx={{ pb: { xs: 1, sm: 2 } }}>
        <Typography component="h1" variant="h1" tabIndex={-1} sx={{ outline: 'none' }}>
          {site.title}
        </Typography>
        {site.description && (
          <Typography sx={{ mt: 1, color: 'text.secondary' }}>{site.description}</Typography>
        )}
      </Box>
      <ArticleList
        data={currentData}
        error={error}
        onRetry={() => void refetch()}
        page={page}
        hrefForPage={hrefForPage}
        empty={<EmptyState title="No articles yet." description="Come back soon." />}
      />
    </Box>
  );
}
