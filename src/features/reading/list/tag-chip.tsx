/** A tag as a small coloured chip linking to the list of its articles. */
import { tagColorIndex } from '@/lib/tag-colors';
import { chipColorAttributes } from '@/lib/tag-colors-page';
import hidden from '@/lib/visually-hidden.module.css';
import type { NamedRef } from '@/api/types';
import { useListHref } from './use-list-href';
import { RouterLink } from '@/components/router-link/router-link';
import { useT } from '@/i18n/use-t';
import styles from './tag-chip.module.css';

interface TagChipProps {
  tag: NamedRef;
  /** Extra text after the name, e.g. an article count in the sidebar. */
  suffix?: string;
}

export function TagChip({ tag, suffix }: TagChipProps) {
  const listHref = useListHref();
  const t = useT();
  // In its colour from the first render, the prerender's included (tag-colors.ts): an attribute
  // the static stylesheet draws by (no style attribute, which the Content-Security-Policy
  // forbids, and nothing written at run time), which the app taking the page over reads back.
  return (
    <RouterLink
      to={listHref({ labelId: tag.id })}
      className={styles.chip}
      {...chipColorAttributes(tag.id, tagColorIndex(tag.id))}
    >
      <span className={styles.label}>
        {/* A tag's name alone can be a word like "Go" or "More", which tells neither a
            screen reader nor a search engine where the link leads. */}
        <span className={hidden.visuallyHidden}>{t('list.tagPrefix')}</span>
        {suffix ? `${tag.name} ${suffix}` : tag.name}
      </span>
    </RouterLink>
  );
}
