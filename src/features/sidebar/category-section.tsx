/** Categories with their article counts, each opening the filtered list. Hidden on failure. */
import { TextRouterLink } from '@/components/plain/text-link';
import { useT } from '@/i18n/use-t';
import { useGetCategoriesQuery } from '@/features/taxonomies/taxonomies-api';
import { useListHref } from '@/features/reading/list/use-list-href';
import hidden from '@/lib/visually-hidden.module.css';
import { SidebarSection } from './sidebar-section';
import { SidebarSkeleton } from './sidebar-skeleton';
import { shownOnly } from '@/api/shown-result';
import type { TaxonomySummary } from '@/api/types';
import section from './sidebar-section.module.css';
import styles from './category-section.module.css';

export function CategorySection() {
  const { data, isError } = useGetCategoriesQuery(undefined, shownOnly<TaxonomySummary[]>());
  const listHref = useListHref();
  const t = useT();
  if (isError) return null;
  return (
    <SidebarSection title={t('sidebar.categories')}>
      {!data ? (
        <SidebarSkeleton lines={4} />
      ) : data.length === 0 ? (
        <p className={section.note}>{t('sidebar.noCategories')}</p>
      ) : (
        <ul className={`${section.plainList} ${styles.list}`}>
          {data.map((category) => (
            <li key={category.id}>
              <TextRouterLink
                to={listHref({ categoryId: category.id })}
                tone="inherit"
                className={styles.link}
              >
                <span className={styles.name}>{category.name}</span>
                <span className={styles.count}>
                  {category.articleCount}
                  <span className={hidden.visuallyHidden}>
                    {t('sidebar.articleCount', { count: category.articleCount })}
                  </span>
                </span>
              </TextRouterLink>
            </li>
          ))}
        </ul>
      )}
    </SidebarSection>
  );
}
