/** The quiet line under a card's summary: date, category, reading time, views, then labels. */
import { readingMinutesFor } from '@/lib/reading-time';
import type { ArticleSummary } from '@/api/types';
import { formatDate, parseDate } from './format';
import { useT } from '@/i18n/use-t';
import { CategoryLink } from './category-link';
import { TagList } from './tag-list';
import { useEnabledTaxonomies } from '@/features/taxonomies/use-enabled-taxonomies';
import styles from './article-meta.module.css';
import dotted from './dotted-row.module.css';

export function ArticleMeta({ article }: { article: ArticleSummary }) {
  const date = parseDate(article.createdAt);
  const enabled = useEnabledTaxonomies();
  const t = useT();
  const category = enabled.category(article.category);
  // The summary tells how much of the count is CJK characters, read at their own pace.
  const minutes =
    article.wordCount === null
      ? null
      : readingMinutesFor(article.wordCount, article.summary || article.title);
  return (
    <div className={styles.meta}>
      <div className={styles.clip}>
        <div className={dotted.row}>
          {date && <time dateTime={date.toISOString()}>{formatDate(date)}</time>}
          {category && <CategoryLink category={category} />}
          {minutes !== null && <span>{t('list.readingTime', { minutes })}</span>}
          <span>{t('list.views', { count: article.views })}</span>
        </div>
      </div>
      <TagList labels={enabled.labels(article.labels)} marginTop={1} />
    </div>
  );
}
