/** Title and the quiet facts under it: dates, category, reading time, views, then tags. */
import type { ReactNode } from 'react';
import { Placeholder } from '@/components/plain/placeholder';
import { countWords, readingMinutesFor } from '@/lib/reading-time';
import type { Article } from '@/api/types';
import { formatDate, parseDate } from '../list/format';
import { useT } from '@/i18n/use-t';
import { CategoryLink } from '../list/category-link';
import { TagList } from '../list/tag-list';
import { useEnabledTaxonomies } from '@/features/taxonomies/use-enabled-taxonomies';
import dotted from '../list/dotted-row.module.css';
import styles from './article-header.module.css';

export function ArticleTitle({ children }: { children: ReactNode }) {
  return (
    // The theme's h1 gives the serif every other page title uses; only the size is the article's.
    <h1 tabIndex={-1} className={styles.title}>
      {children}
    </h1>
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
  const minutes = readingMinutesFor(
    article.wordCount ?? countWords(article.content),
    article.content,
  );
  const updated =
    article.updatedAt && article.updatedAt.slice(0, 10) !== article.createdAt.slice(0, 10);
  const enabled = useEnabledTaxonomies();
  const t = useT();
  const category = enabled.category(article.category);
  return (
    <div className={styles.facts}>
      {/* The card's dotted row: no stray dot where a line wraps on a phone. */}
      <div className={styles.dottedClip}>
        <div className={dotted.row}>
          <Dated iso={article.createdAt} />
          {updated && <Dated iso={article.updatedAt} label={t('article.updated')} />}
          {category && <CategoryLink category={category} />}
          <span>{t('list.readingTime', { minutes })}</span>
          <span>{t('list.views', { count: article.views })}</span>
        </div>
      </div>
      <TagList labels={enabled.labels(article.labels)} marginTop={1.5} />
    </div>
  );
}

/** Holds the facts' space while the article loads. */
export function ArticleFactsSkeleton() {
  return (
    <div aria-hidden="true">
      <div className={styles.factsLine}>
        <Placeholder width="60%" />
      </div>
      <div className={styles.tagsLine}>
        <Placeholder shape="rounded" width={160} height={24} />
      </div>
    </div>
  );
}
