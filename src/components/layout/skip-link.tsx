/** The first stop for keyboard users: hidden until focused, it jumps past the header to the content. */
import styles from './skip-link.module.css';

export function SkipLink({ target }: { target: string }) {
  return (
    <a href={`#${target}`} className={styles.skipLink}>
      Skip to content
    </a>
  );
}
