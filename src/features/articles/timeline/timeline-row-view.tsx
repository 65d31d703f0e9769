/** One archive row: a year heading, a month heading, or an entry linking to its article. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCount } from '@/features/articles/list/format';
import { ROW_HEIGHT, type TimelineRow } from './timeline-rows';
import { ArticleLink } from '../list/article-link';
import { DISPLAY_LOCALE } from '@/config/constants';
import { lazily } from '@/lib/lazily';

// The display locale, as on the server: the prerendered archive is taken over as it is.
const monthFormat = lazily(
  () => new Intl.DateTimeFormat(DISPLAY_LOCALE, { month: 'long', timeZone: 'UTC' }),
);
const dayFormat = lazily(
  () =>
    new Intl.DateTimeFormat(DISPLAY_LOCALE, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
);

// The count in the body face, beside a serif heading.
const countSx = { ml: 1, typography: 'body2', color: 'text.secondary' };

export function TimelineRowView({ row }: { row: TimelineRow }) {
  const height = ROW_HEIGHT[row.kind];
  if (row.kind === 'year') {
    return (
      <Box sx={{ height, display: 'flex', alignItems: 'flex-end', pb: 1, boxSizing: 'border-box' }}>
        <Typography component="h2" variant="h3" sx={{ lineHeight: 1.2 }}>
          {row.year ?? 'Undated'}{' '}
          <Box component="span" sx={countSx}>
            {formatCount(row.count, 'article', 'articles')}
          </Box>
        </Typography>
      </Box>
    );
  }
  if (row.kind === 'month') {
    return (
      <Box sx={{ height, display: 'flex', alignItems: 'center', boxSizing: 'border-box' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
          {monthFormat().format(Date.UTC(row.year, row.month, 1))} {row.year}{' '}
          <Box component="span" sx={countSx}>
            {formatCount(row.count, 'article', 'articles')}
          </Box>
        </Typography>
      </Box>
    );
  }
  const { entry, date } = row;
  return (
    <Box
      data-timeline-entry=""
      sx={{
        // At least one line's height; a long title wraps onto more lines and the row grows.
        minHeight: height,
        display: 'flex',
        // Date and title share the first line's baseline; 8 + 24 + 8 px is exactly one line's row.
        alignItems: 'baseline',
        gap: 2,
        py: 1,
        lineHeight: 1.5,
        pl: { xs: 1, sm: 2 },
        borderLeft: 2,
        borderColor: 'divider',
        boxSizing: 'border-box',
        minWidth: 0,
      }}
    >
      <Box
        component={date ? 'time' : 'span'}
        dateTime={date ? date.toISOString() : undefined}
        sx={{ flex: '0 0 4.5em', color: 'text.secondary', fontSize: '0.875rem' }}
      >
        {date ? dayFormat().format(date) : '—'}
      </Box>
      <ArticleLink article={entry} tone="inherit" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {entry.title || 'Untitled'}
      </ArticleLink>
    </Box>
  );
}
