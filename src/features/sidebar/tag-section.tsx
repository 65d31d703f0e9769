/** Every tag as a coloured chip opening the filtered list. Hidden on failure. */
import { useGetLabelsQuery } from '@/features/taxonomies/taxonomies-api';
import { TagChip } from '@/features/reading/list/tag-chip';
import { useT } from '@/i18n/use-t';
import { SidebarSection } from './sidebar-section';
import { SidebarSkeleton } from './sidebar-skeleton';
import { shownOnly } from '@/api/shown-result';
import type { TaxonomySummary } from '@/api/types';
import section from './sidebar-section.module.css';
import styles from './tag-section.module.css';

export function TagSection() {
  const { data, isError } = useGetLabelsQuery(undefined, shownOnly<TaxonomySummary[]>());
  const t = useT();
  if (isError) return null;
  return (
    <SidebarSection title={t('sidebar.tags')}>
      {!data ? (
        <SidebarSkeleton lines={3} />
      ) : data.length === 0 ? (
        <p className={section.note}>{t('sidebar.noTags')}</p>
      ) : (
        <ul className={`${section.plainList} ${styles.list}`}>
          {data.map((label) => (
            <li key={label.id}>
              <TagChip tag={label} />
            </li>
          ))}
        </ul>
      )}
    </SidebarSection>
  );
}
