/**
 * What to read next, at the article's end (after previous/next): up to RELATED_ARTICLES articles
 * sharing its tags or category (related.ts). A prerendered article carries them; otherwise one
 * quiet call. Loading holds their place; nothing related hides the section; a failure says so in
 * place with a retry (never a toast).
 */
import { useId } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { Article } from '@/api/types';
import { PlainButton } from '@/components/plain/plain-button';
import { Placeholder } from '@/components/plain/placeholder';
import { useT } from '@/i18n/use-t';
import { ArticleLink } from '../list/article-link';
import { formatDate, parseDate } from '../list/format';
import { candidatesCall, relatedArgs } from './related';
import { useGetRelatedQuery } from './related-api';
import styles from './related-articles.module.css';

const LOADING_ROWS = [0, 1, 2];

export function RelatedArticles({ article }: { article: Article }) {
  const t = useT();
  const headingId = useId();
  const args = relatedArgs(article);
  const asked = candidatesCall(args) !== null;
  const { currentData, isError, refetch } = useGetRelatedQuery(asked ? args : skipToken);
  if (!asked || currentData?.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={!currentData && !isError}
      className={styles.related}
    >
      <h2 id={headingId} className={styles.heading}>
        {t('article.related')}
      </h2>
      {isError ? (
        <p className={styles.failed}>
          {t('article.relatedFailed')}{' '}
          <PlainButton variant="text" small onClick={refetch}>
            {t('states.retry')}
          </PlainButton>
        </p>
      ) : (
        <ul className={styles.list}>
          {currentData
            ? currentData.map((related) => {
                const date = parseDate(related.createdAt);
                return (
                  <li key={related.id} className={styles.item}>
                    <ArticleLink article={related} className={styles.title}>
                      {related.title}
                    </ArticleLink>
                    <span className={styles.meta}>
                      {date && <time dateTime={date.toISOString()}>{formatDate(date)}</time>}
                      {date && related.category && ' · '}
                      {related.category?.name}
                    </span>
                  </li>
                );
              })
            : LOADING_ROWS.map((row) => (
                <li key={row} className={styles.item} aria-hidden>
                  <Placeholder width="70%" />
                  <Placeholder width="45%" />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
