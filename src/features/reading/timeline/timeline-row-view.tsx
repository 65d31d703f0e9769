/** One archive row: a year heading, a month heading, or an entry linking to its article. */
import type { TimelineRow } from './timeline-rows';
import { ArticleLink } from '../list/article-link';
import { dateTimeFormat } from '@/i18n/formats';
import { useT } from '@/i18n/use-t';
import styles from './timeline-row-view.module.css';

// In the site's language, as on the server: the prerendered archive is taken over as it is. One
// format for the month and its year, so each language orders them itself ("2026年11月").
const MONTH: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', timeZone: 'UTC' };
const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' };

export function TimelineRowView({ row }: { row: TimelineRow }) {
  const t = useT();
  if (row.kind === 'year') {
    return (
      <div className={styles.yearRow}>
        <h2 className={styles.year}>
          {row.year ?? t('timeline.undated')}{' '}
          <span className={styles.count}>{t('list.articles', { count: row.count })}</span>
        </h2>
      </div>
    );
  }
  if (row.kind === 'month') {
    return (
      <div className={styles.monthRow}>
        <h3 className={styles.month}>
          {dateTimeFormat(MONTH).format(Date.UTC(row.year, row.month, 1))}{' '}
          <span className={styles.count}>{t('list.articles', { count: row.count })}</span>
        </h3>
      </div>
    );
  }
  const { entry, date } = row;
  return (
    <div data-timeline-entry="" className={styles.entryRow}>
      {date ? (
        <time dateTime={date.toISOString()} className={styles.day}>
          {dateTimeFormat(DAY).format(date)}
        </time>
      ) : (
        <span className={styles.day}>—</span>
      )}
      <ArticleLink article={entry} tone="inherit" className={styles.title}>
        {entry.title || t('article.untitled')}
      </ArticleLink>
    </div>
  );
}
