/** One archive row: a year heading, a month heading, or an entry linking to its article. */
import { formatCount } from '@/features/reading/list/format';
import type { TimelineRow } from './timeline-rows';
import { ArticleLink } from '../list/article-link';
import { DISPLAY_LOCALE } from '@/config/constants';
import { lazily } from '@/lib/lazily';
import styles from './timeline-row-view.module.css';

// The display locale, as on the server: the prerendered archive is taken over as it is.
const monthFormat = lazily(
  () => new Intl.DateTimeFormat(DISPLAY_LOCALE, { month: 'long', timeZone: 'UTC' }),
);
const dayFormat = lazily(
  () =>
    new Intl.DateTimeFormat(DISPLAY_LOCALE, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
);

export function TimelineRowView({ row }: { row: TimelineRow }) {
  if (row.kind === 'year') {
    return (
      <div className={styles.yearRow}>
        <h2 className={styles.year}>
          {row.year ?? 'Undated'}{' '}
          <span className={styles.count}>{formatCount(row.count, 'article', 'articles')}</span>
        </h2>
      </div>
    );
  }
  if (row.kind === 'month') {
    return (
      <div className={styles.monthRow}>
        <h3 className={styles.month}>
          {monthFormat().format(Date.UTC(row.year, row.month, 1))} {row.year}{' '}
          <span className={styles.count}>{formatCount(row.count, 'article', 'articles')}</span>
        </h3>
      </div>
    );
  }
  const { entry, date } = row;
  return (
    <div data-timeline-entry="" className={styles.entryRow}>
      {date ? (
        <time dateTime={date.toISOString()} className={styles.day}>
          {dayFormat().format(date)}
        </time>
      ) : (
        <span className={styles.day}>—</span>
      )}
      <ArticleLink article={entry} tone="inherit" className={styles.title}>
        {entry.title || 'Untitled'}
      </ArticleLink>
    </div>
  );
}
