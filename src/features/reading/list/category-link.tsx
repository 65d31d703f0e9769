/** An article's category in its facts row: opens the list of that category, keeping other filters on /list. */
import { TextRouterLink } from '@/components/plain/text-link';
import type { NamedRef } from '@/api/types';
import { useListHref } from './use-list-href';
import styles from './category-link.module.css';

export function CategoryLink({ category }: { category: NamedRef }) {
  const listHref = useListHref();
  return (
    <span>
      <TextRouterLink
        to={listHref({ categoryId: category.id })}
        tone="inherit"
        className={styles.link}
      >
        {category.name}
      </TextRouterLink>
    </span>
  );
}
