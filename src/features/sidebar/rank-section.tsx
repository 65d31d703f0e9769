/** The most read articles, numbered. Hidden if it fails to load (the sidebar is secondary). */
import { useGetRankQuery } from '@/features/reading/articles-api';
import { useT } from '@/i18n/use-t';
import { SidebarSection } from './sidebar-section';
import { SidebarSkeleton } from './sidebar-skeleton';
import { ArticleLink } from '@/features/reading/list/article-link';
import { shownOnly } from '@/api/shown-result';
import type { RankedArticle } from '@/api/types';
import section from './sidebar-section.module.css';
import styles from './rank-section.module.css';

export function RankSection() {
  const { data, isError } = useGetRankQuery(undefined, shownOnly<RankedArticle[]>());
  const t = useT();
  if (isError) return null;
  return (
    <SidebarSection title={t('sidebar.mostRead')}>
      {!data ? (
        <SidebarSkeleton />
      ) : data.length === 0 ? (
        <p className={section.note}>{t('sidebar.nothingRead')}</p>
      ) : (
        <ol className={`${section.plainList} ${styles.list}`}>
          {data.map((article, index) => (
            <li key={article.id} className={styles.item}>
              <span aria-hidden="true" className={styles.rank}>
                {index + 1}
              </span>
              <div className={styles.text}>
                <ArticleLink article={article} tone="inherit" className={styles.title}>
                  {article.title || t('article.untitled')}
                </ArticleLink>
                <div className={styles.views}>{t('list.views', { count: article.views })}</div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </SidebarSection>
  );
}
