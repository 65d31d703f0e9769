/** The first stop for keyboard users: hidden until focused, it jumps past the header to the content. */
import { useT } from '@/i18n/use-t';
import styles from './skip-link.module.css';

export function SkipLink({ target }: { target: string }) {
  const t = useT();
  return (
    <a href={`#${target}`} className={styles.skipLink}>
      {t('layout.skipToContent')}
    </a>
  );
}
