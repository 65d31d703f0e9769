/** Archive (/timeLine): every article by year and month, newest first. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/api/errors';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGetTimelineQuery } from '@/features/articles/articles-api';
import { formatCount } from '@/features/articles/list/format';
import { visuallyHidden } from '@/lib/visually-hidden';
import { TimelineSkeleton } from '@/features/articles/timeline/timeline-skeleton';
import { WindowedTimeline } from '@/features/articles/timeline/windowed-timeline';
import { shownOnly } from '@/api/shown-result';
import type { TimelineEntry } from '@/api/types';

export function TimelinePage() {
  const { data, error, refetch } = useGetTimelineQuery(undefined, shownOnly<TimelineEntry[]>());
  useDocumentTitle('Archive');

  let body;
  if (!data && error) {
    body = (
      <ErrorState
        title="Could not load the archive"
        message={errorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data) {
    body = (
      <>
        <Box component="span" role="status" sx={visuallyHidden}>
          Loading the archive…
        </Box>
        <TimelineSkeleton />
      </>
    );
  } else if (data.length === 0) {
    body = (
      <EmptyState
        title="No articles yet."
        description="The archive fills as articles are published."
      />
    );
  } else {
    body = <WindowedTimeline entries={data} />;
  }

  return (
    <Box>
      <Typography component="h1" variant="h1" tabIndex={-1} sx={{ outline: 'none' }}>
        Archive
      </Typography>
      <Typography sx={{ mt: 0.5, mb: 2, color: 'text.secondary' }}>
        {data ? formatCount(data.length, 'article', 'articles') : '\u00a0'}
      </Typography>
      {body}
    </Box>
  );
}
