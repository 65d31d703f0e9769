/** A tag as a small coloured chip linking to the list of its articles. */
import { tagColorIndex } from '@/lib/tag-colors';
import { useHydrated } from '@/lib/use-hydrated';
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

/** The class of each of the five TAG_COLORS, by index. */
const COLOR_CLASSES = [styles.color0, styles.color1, styles.color2, styles.color3, styles.color4];

export function TagChip({ tag, suffix }: TagChipProps) {
  // Colours are random per tag, so the prerendered page (and the hydration pass) shows a neutral
  // chip of the same size; the colour arrives right after the browser takes over, as one of five
  // classes from the static stylesheet (no style attribute, which the Content-Security-Policy
  // forbids, and nothing written at run time).
  const color = useHydrated() ? COLOR_CLASSES[tagColorIndex(tag.id)] : null;
  const listHref = useListHref();
  const t = useT();
  return (
    <RouterLink
      to={listHref({ labelId: tag.id })}
      className={color ? `${styles.chip} ${color}` : styles.chip}
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
