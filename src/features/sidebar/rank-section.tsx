/** The most read articles, numbered. Hidden if it fails to load (the sidebar is secondary). */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useGetRankQuery } from '@/features/articles/articles-api';
import { formatCount } from '@/features/articles/list/format';
import { plainListSx, SidebarSection } from './sidebar-section';
import { SidebarSkeleton } from './sidebar-skeleton';
import { ArticleLink } from '@/features/articles/list/article-link';
import { shownOnly } from '@/api/shown-result';
import type { RankedArticle } from '@/api/types';

export function RankSection() {
  const { data, isError } = useGetRankQuery(undefined, shownOnly<RankedArticle[]>());
  if (isError) return null;
  return (
    <SidebarSection title="Most read">
      {!data ? (
        <SidebarSkeleton />
      ) : data.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Nothing read yet.
        </Typography>
      ) : (
        <Box component="ol" sx={{ ...plainListSx, display: 'grid', gap: 1 }}>
          {data.map((article, index) => (
            <Box component="li" key={article.id} sx={{ display: 'flex', gap: 1.25, minWidth: 0 }}>
              <Box
                component="span"
                aria-hidden="true"
                sx={{
                  flex: '0 0 1.5em',
                  color: 'text.secondary',
                  fontWeight: 700,
                  textAlign: 'right',
                }}
              >
                {index + 1}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <ArticleLink
                  article={article}
                  tone="inherit"
                  sx={{ overflowWrap: 'anywhere', lineHeight: 1.4 }}
                >
                  {article.title || 'Untitled'}
                </ArticleLink>
                <Box sx={{ color: 'text.secondary', fontSize: '0.75rem' }}>
                  {formatCount(article.views, 'view', 'views')}
                </Box>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </SidebarSection>
  );
}
