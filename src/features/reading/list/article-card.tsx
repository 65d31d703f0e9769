/**
 * One article in a list: the title first and large, a clamped summary, quiet metadata, and a
 * cover only when the article has one (its 16:9 box reserved so nothing jumps as it loads).
 * The title's link stretches over the whole card, so a click on the cover (or anywhere on the
 * card) opens the article while keyboard users meet a single link; the category and tag links
 * sit above it and keep their own targets.
 */
import type { ReactNode } from 'react';
import type { ArticleSummary } from '@/api/types';
import { useT } from '@/i18n/use-t';
import { ArticleMeta } from './article-meta';
import { ArticleLink } from './article-link';
import styles from './article-card.module.css';

interface ArticleCardProps {
  article: ArticleSummary;
  /**
   * The first card of a page: its cover is often the largest thing on the first screen, so it
   * loads at once and first (lazy loading would wait for layout and delay that paint).
   */
  eager?: boolean;
  /** A keyword search's card: the text matching the keyword, marked, in place of the summary. */
  snippet?: ReactNode;
}

export function ArticleCard({ article, eager = false, snippet }: ArticleCardProps) {
  const t = useT();
  const title = article.title || t('article.untitled');
  return (
    <article className={styles.card}>
      <div className={styles.body}>
        <h2 className={styles.title}>
          <ArticleLink article={article} tone="inherit" className={styles.stretchedLink}>
            {title}
          </ArticleLink>
        </h2>
        {(snippet || article.summary) && (
          <p className={styles.summary}>{snippet ?? article.summary}</p>
        )}
        <ArticleMeta article={article} />
      </div>
      {article.cover && (
        <div className={styles.cover}>
          {/* Decorative: the title's link, stretched over it, already names the article. */}
          <img
            className={styles.coverImage}
            src={article.cover}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
          />
        </div>
      )}
    </article>
  );
}
