/** Previous / next article, each passing its title on so the next page can show it at once. */
import type { ArticleLink } from '@/api/types';
import { ArticleLink as ArticlePageLink } from '../list/article-link';
import styles from './article-pager.module.css';

function PagerLink({
  link,
  label,
  align,
}: {
  link: ArticleLink;
  label: string;
  align: 'left' | 'right';
}) {
  return (
    <ArticlePageLink
      article={link}
      rel={align === 'left' ? 'prev' : 'next'}
      underline="none"
      className={`${styles.link} ${styles[align]}`}
    >
      <span className={styles.label}>{label}</span>
      <span className={styles.title}>{link.title}</span>
    </ArticlePageLink>
  );
}

export function ArticlePager({
  prev,
  next,
}: {
  prev: ArticleLink | null;
  next: ArticleLink | null;
}) {
  if (!prev && !next) return null;
  return (
    <nav aria-label="More articles" className={styles.pager}>
      <div>{prev && <PagerLink link={prev} label="Previous" align="left" />}</div>
      <div>{next && <PagerLink link={next} label="Next" align="right" />}</div>
    </nav>
  );
}
