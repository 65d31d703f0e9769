/**
 * The list's active filters as chips. Each chip is a button that removes its filter (click, Enter,
 * Space, Delete or Backspace); the others stay.
 */
import type { KeyboardEvent } from 'react';
import type { ListQuery } from '@/config/list-query';
import { CancelIcon } from '@/components/icons/cancel-icon';
import { describeChip, type FilterNames } from './describe-list-query';
import { useT } from '@/i18n/use-t';
import styles from './active-filters.module.css';
import '@/i18n/list-page-catalog';

/** Delete and Backspace remove a focused chip too, as they do MUI's. */
function removesOnKey(remove: () => void) {
  return (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Delete' || event.key === 'Backspace') remove();
  };
}

export type FilterKey = 'keyword' | 'categoryId' | 'labelId';

interface ActiveFiltersProps {
  query: ListQuery;
  names: FilterNames;
  onRemove: (key: FilterKey) => void;
}

export function ActiveFilters({ query, names, onRemove }: ActiveFiltersProps) {
  const t = useT();
  const chips: { key: FilterKey; text: string }[] = [];
  if (query.keyword) {
    chips.push({ key: 'keyword', text: t('listPage.chipSearch', { keyword: query.keyword }) });
  }
  if (query.categoryId) {
    chips.push({ key: 'categoryId', text: describeChip('Category', names.category) });
  }
  if (query.labelId) chips.push({ key: 'labelId', text: describeChip('Tag', names.label) });
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t('listPage.activeFilters')} className={styles.list}>
      {chips.map(({ key, text }) => (
        <li key={key}>
          <button
            type="button"
            className={styles.chip}
            aria-label={t('listPage.removeFilter', { text })}
            onClick={() => onRemove(key)}
            onKeyUp={removesOnKey(() => onRemove(key))}
          >
            <span className={styles.label}>{text}</span>
            <CancelIcon aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
