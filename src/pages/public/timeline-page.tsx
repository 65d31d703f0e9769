/** Archive (/timeLine): every article by year and month, newest first. */
import { errorMessage } from '@/api/errors';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGetTimelineQuery } from '@/features/reading/articles-api';
import { formatCount } from '@/features/reading/list/format';
import hidden from '@/lib/visually-hidden.module.css';
import { TimelineSkeleton } from '@/features/reading/timeline/timeline-skeleton';
import { WindowedTimeline } from '@/features/reading/timeline/windowed-timeline';
import { shownOnly } from '@/api/shown-result';
import type { TimelineEntry } from '@/api/types';
import heading from './page-heading.module.css';
import styles from './timeline-page.module.css';
import { ARCHIVE_TITLE, timelineArgs } from './route-facts';

export function TimelinePage() {
  const { data, error, refetch } = useGetTimelineQuery(timelineArgs, shownOnly<TimelineEntry[]>());
  useDocumentTitle(ARCHIVE_TITLE);

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
        <span role="status" className={hidden.visuallyHidden}>
          Loading the archive…
        </span>
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
    <div>
      <h1 tabIndex={-1} className={heading.heading}>
        {ARCHIVE_TITLE}
      </h1>
      <p className={`${heading.lead} ${styles.count}`}>
        {data ? formatCount(data.length, 'article', 'articles') : '\u00a0'}
      </p>
      {body}
    </div>
  );
}
