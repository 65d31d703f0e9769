/** The most read articles, numbered. Hidden if it fails to load (the sidebar is secondary). */
import { useGetRankQuery } from '@/features/reading/articles-api';
import { formatCount } from '@/features/reading/list/format';
import { SidebarSection } from './sidebar-section';
import { SidebarSkeleton } from './sidebar-skeleton';
import { ArticleLink } from '@/features/reading/list/article-link';
import { shownOnly } from '@/api/shown-result';
import type { RankedArticle } from '@/api/types';
import section from './sidebar-section.module.css';
import styles from './rank-section.module.css';

export function RankSection() {
  const { data, isError } = useGetRankQuery(undefined, shownOnly<RankedArticle[]>());
  if (isError) return null;
  return (
    <SidebarSection title="Most read">
      {!data ? (
        <SidebarSkeleton />
      ) : data.length === 0 ? (
        <p className={section.note}>Nothing read yet.</p>
      ) : (
        <ol className={`${section.plainList} ${styles.list}`}>
          {data.map((article, index) => (
            <li key={article.id} className={styles.item}>
              <span aria-hidden="true" className={styles.rank}>
                {index + 1}
              </span>
              <div className={styles.text}>
                <ArticleLink article={article} tone="inherit" className={styles.title}>
                  {article.title || 'Untitled'}
                </ArticleLink>
                <div className={styles.views}>{formatCount(article.views, 'view', 'views')}</div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </SidebarSection>
  );
}
