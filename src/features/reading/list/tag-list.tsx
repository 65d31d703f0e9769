/** An article's labels as a wrapped list of coloured tag chips (cards and the article header). */
import type { NamedRef } from '@/api/types';
import { TagChip } from './tag-chip';
import { useT } from '@/i18n/use-t';
import styles from './tag-list.module.css';

interface TagListProps {
  labels: NamedRef[];
  /** The space above, in theme spacing units: 1 under a card's facts, 1.5 in the article header. */
  marginTop?: 1 | 1.5;
}

export function TagList({ labels, marginTop = 1 }: TagListProps) {
  const t = useT();
  if (labels.length === 0) return null;
  const space = marginTop === 1.5 ? styles.marginTopLarge : styles.marginTop;
  return (
    <ul aria-label={t('list.tagsLabel')} className={`${styles.list} ${space}`}>
      {labels.map((label) => (
        <li key={label.id}>
          <TagChip tag={label} />
        </li>
      ))}
    </ul>
  );
}
