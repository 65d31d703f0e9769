/** Previous / next article, each passing its title on so the next page can show it at once. */
import type { ArticleLink } from '@/api/types';
import { ArticleLink as ArticlePageLink } from '../list/article-link';
import { useT } from '@/i18n/use-t';
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
  const t = useT();
  if (!prev && !next) return null;
  return (
    <nav aria-label={t('article.pagerLabel')} className={styles.pager}>
      <div>{prev && <PagerLink link={prev} label={t('article.previous')} align="left" />}</div>
      <div>{next && <PagerLink link={next} label={t('article.next')} align="right" />}</div>
    </nav>
  );
}
