/**
 * Page links (real links, so pages can be opened in a new tab and the number lives in the URL).
 * MUI's usePagination picks the items (arrows, ends, ellipses, the pages around the current one)
 * and the links carry MUI's rounded Pagination look and labels; the Pagination component itself
 * builds every item on ButtonBase, which a link does not need (see plain/button-look.ts).
 */
import usePagination, { type UsePaginationItem } from '@mui/material/usePagination';
import { NavigateBeforeIcon } from '@/components/icons/navigate-before-icon';
import { NavigateNextIcon } from '@/components/icons/navigate-next-icon';
import { RouterLink } from '@/components/router-link/router-link';
import { t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import styles from './list-pagination.module.css';

interface ListPaginationProps {
  page: number;
  count: number;
  hrefForPage: (page: number) => string;
}

// Called while the list renders (ListPagination subscribes to the language).
function label({ type, page, selected }: UsePaginationItem): string {
  if (type === 'page') return t(selected ? 'list.currentPage' : 'list.goToPage', { page });
  return t('list.goToEndPage', { type });
}

function PageItem({ item, href }: { item: UsePaginationItem; href: string }) {
  if (item.type === 'start-ellipsis' || item.type === 'end-ellipsis')
    return <span className={styles.item}>…</span>;
  const content =
    item.type === 'previous' ? (
      <NavigateBeforeIcon />
    ) : item.type === 'next' ? (
      <NavigateNextIcon />
    ) : (
      item.page
    );
  // No page before the first or after the last: the arrow stays in place, greyed, a link that
  // leads nowhere (no href; announced as unavailable).
  if (item.disabled) {
    return (
      <span className={styles.item} role="link" aria-disabled="true" aria-label={label(item)}>
        {content}
      </span>
    );
  }
  return (
    <RouterLink
      to={href}
      className={`${styles.item} ${styles.link}`}
      aria-label={label(item)}
      aria-current={item.selected ? 'page' : undefined}
    >
      {content}
    </RouterLink>
  );
}

export function ListPagination({ page, count, hrefForPage }: ListPaginationProps) {
  const { items } = usePagination({ page: Math.min(page, count), count, siblingCount: 1 });
  const tr = useT();
  if (count <= 1) return null;
  return (
    <nav aria-label={tr('list.paginationLabel')} className={styles.nav}>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={`${item.type}-${item.page}`}>
            <PageItem item={item} href={hrefForPage(item.page ?? 1)} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
