/** Archive (/timeLine): every article by year and month, newest first. */
import { errorMessage } from '@/api/errors';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGetTimelineQuery } from '@/features/reading/articles-api';
import hidden from '@/lib/visually-hidden.module.css';
import { TimelineSkeleton } from '@/features/reading/timeline/timeline-skeleton';
import { WindowedTimeline } from '@/features/reading/timeline/windowed-timeline';
import { shownOnly } from '@/api/shown-result';
import type { TimelineEntry } from '@/api/types';
import heading from './page-heading.module.css';
import styles from './timeline-page.module.css';
import { useT } from '@/i18n/use-t';
import { timelineArgs } from './route-facts';

export function TimelinePage() {
  const { data, error, refetch } = useGetTimelineQuery(timelineArgs, shownOnly<TimelineEntry[]>());
  const t = useT();
  useDocumentTitle(t('timeline.title'));

  let body;
  if (!data && error) {
    body = (
      <ErrorState
        title={t('timeline.loadFailed')}
        message={errorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data) {
    body = (
      <>
        <span role="status" className={hidden.visuallyHidden}>
          {t('timeline.loading')}
        </span>
        <TimelineSkeleton />
      </>
    );
  } else if (data.length === 0) {
    body = <EmptyState title={t('list.empty')} description={t('timeline.emptyText')} />;
  } else {
    body = <WindowedTimeline entries={data} />;
  }

  return (
    <div>
      <h1 tabIndex={-1} className={heading.heading}>
        {t('timeline.title')}
      </h1>
      <p className={`${heading.lead} ${styles.count}`}>
        {data ? t('list.articles', { count: data.length }) : '\u00a0'}
      </p>
      {body}
    </div>
  );
}
