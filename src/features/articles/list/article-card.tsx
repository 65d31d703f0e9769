/**
 * One article in a list: the title first and large, a clamped summary, quiet metadata, and a
 * cover only when the article has one (its 16:9 box reserved so nothing jumps as it loads).
 * The title's link stretches over the whole card, so a click on the cover (or anywhere on the
 * card) opens the article while keyboard users meet a single link; the category and tag links
 * sit above it and keep their own targets.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ArticleSummary } from '@/api/types';
import { ArticleMeta } from './article-meta';
import { ArticleLink } from './article-link';

export const cardSx = {
  position: 'relative',
  display: 'flex',
  flexDirection: { xs: 'column', sm: 'row' },
  gap: { xs: 1.5, sm: 3 },
  py: 3,
  borderBottom: 1,
  borderColor: 'divider',
} as const;

export const coverSx = {
  flex: { sm: '0 0 220px' },
  width: { xs: '100%', sm: 220 },
  aspectRatio: '16 / 9',
  borderRadius: 2,
  overflow: 'hidden',
  bgcolor: 'action.hover',
} as const;

const stretchedLinkSx = {
  '&::after': { content: '""', position: 'absolute', inset: 0 },
} as const;

interface ArticleCardProps {
  article: ArticleSummary;
  /**
   * The first card of a page: its cover is often the largest thing on the first screen, so it
   * loads at once and first (lazy loading would wait for layout and delay that paint).
   */
  eager?: boolean;
}

export function ArticleCard({ article, eager = false }: ArticleCardProps) {
  const title = article.title || 'Untitled';
  return (
    <Box component="article" sx={cardSx}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h2" variant="h3" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          <ArticleLink article={article} tone="inherit" sx={stretchedLinkSx}>
            {title}
          </ArticleLink>
        </Typography>
        {article.summary && (
          <Typography
            sx={{
              color: 'text.secondary',
              lineHeight: 1.6,
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitBoxOrient: 'vertical',
              WebkitLineClamp: { xs: 2, sm: 3 },
              overflow: 'hidden',
            }}
          >
            {article.summary}
          </Typography>
        )}
        <ArticleMeta article={article} />
      </Box>
      {article.cover && (
        <Box sx={coverSx}>
          {/* Decorative: the title's link, stretched over it, already names the article. */}
          <Box
            component="img"
            src={article.cover}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        </Box>
      )}
    </Box>
  );
}
