/** The quiet line under a card's summary: date, category, reading time, views, then labels. */
import Box from '@mui/material/Box';
import { readingMinutes } from '@/lib/reading-time';
import type { ArticleSummary } from '@/api/types';
import { formatCount, formatDate, parseDate } from './format';
import { CategoryLink } from './category-link';
import { TagList } from './tag-list';
import { useEnabledTaxonomies } from '@/features/taxonomies/use-enabled-taxonomies';

/**
 * A row of facts with a middle dot before every item, drawn by CSS so screen readers do not read
 * it. Put it inside a box with `overflow: hidden`: the row is pulled left by one dot's width, so the
 * dot of whichever item starts a line (the first, or one that wrapped on a phone) is hidden and
 * only dots between items show.
 */
export const dottedRowSx = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  rowGap: 0.5,
  ml: '-1.25em',
  '& > *::before': {
    content: '"·"',
    display: 'inline-block',
    width: '1.25em',
    textAlign: 'center',
    color: 'text.disabled',
  },
} as const;

export function ArticleMeta({ article }: { article: ArticleSummary }) {
  const date = parseDate(article.createdAt);
  const enabled = useEnabledTaxonomies();
  const category = enabled.category(article.category);
  return (
    // Above the card's stretched title link, so the category and tag links keep their own targets.
    <Box
      sx={{ mt: 1, color: 'text.secondary', fontSize: '0.875rem', position: 'relative', zIndex: 1 }}
    >
      <Box sx={{ overflow: 'hidden', py: 0.5 }}>
        <Box sx={dottedRowSx}>
          {date && <time dateTime={date.toISOString()}>{formatDate(date)}</time>}
          {category && <CategoryLink category={category} />}
          {article.wordCount !== null && <span>{readingMinutes(article.wordCount)} min read</span>}
          <span>{formatCount(article.views, 'view', 'views')}</span>
        </Box>
      </Box>
      <TagList labels={enabled.labels(article.labels)} marginTop={1} />
    </Box>
  );
}
