/** Title and the quiet facts under it: dates, category, reading time, views, then tags. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Placeholder } from '@/components/plain/placeholder';
import Typography from '@mui/material/Typography';
import { countWords, readingMinutes } from '@/lib/reading-time';
import type { Article } from '@/api/types';
import { formatCount, formatDate, parseDate } from '../list/format';
import { dottedRowSx } from '../list/article-meta';
import { CategoryLink } from '../list/category-link';
import { TagList } from '../list/tag-list';
import { useEnabledTaxonomies } from '@/features/taxonomies/use-enabled-taxonomies';

export function ArticleTitle({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="h1"
      component="h1"
      tabIndex={-1}
      sx={{
        // The theme's h1 gives the serif every other page title uses; only the size is the article's.
        fontSize: { xs: '1.875rem', md: '2.5rem' },
        lineHeight: 1.2,
        letterSpacing: '-0.01em',
        overflowWrap: 'anywhere',
        outline: 'none',
        mb: 1.5,
      }}
    >
      {children}
    </Typography>
  );
}

function Dated({ iso, label }: { iso: string; label?: string }) {
  const date = parseDate(iso);
  if (!date) return null;
  return (
    <span>
      {label}
      <time dateTime={date.toISOString()}>{formatDate(date)}</time>
    </span>
  );
}

export function ArticleFacts({ article }: { article: Article }) {
  const minutes = readingMinutes(article.wordCount ?? countWords(article.content));
  const updated =
    article.updatedAt && article.updatedAt.slice(0, 10) !== article.createdAt.slice(0, 10);
  const enabled = useEnabledTaxonomies();
  const category = enabled.category(article.category);
  return (
    <Box sx={{ color: 'text.secondary', fontSize: '0.9375rem' }}>
      {/* The card's dotted row: no stray dot where a line wraps on a phone. */}
      <Box sx={{ overflow: 'hidden', py: 0.5 }}>
        <Box sx={dottedRowSx}>
          <Dated iso={article.createdAt} />
          {updated && <Dated iso={article.updatedAt} label="Updated " />}
          {category && <CategoryLink category={category} />}
          <span>{minutes} min read</span>
          <span>{formatCount(article.views, 'view', 'views')}</span>
        </Box>
      </Box>
      <TagList labels={enabled.labels(article.labels)} marginTop={1.5} />
    </Box>
  );
}

/** Holds the facts' space while the article loads. */
export function ArticleFactsSkeleton() {
  return (
    <Box aria-hidden="true">
      <Placeholder width="60%" sx={{ fontSize: '0.9375rem' }} />
      <Placeholder shape="rounded" width={160} height={24} sx={{ mt: 1.5 }} />
    </Box>
  );
}
