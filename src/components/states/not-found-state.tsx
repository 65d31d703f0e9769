/**
 * "Nothing lives here", with the way home: the one not-found page, for an unknown route and for
 * an article the backend does not know, so a reader meets the same heading either way.
 */
import { paths } from '@/config/paths';
import { PlainButtonLink } from '@/components/plain/plain-button';
import styles from './states.module.css';
import { NOT_FOUND_TITLE } from './not-found-title';

/** The heading, and the document title the page sets. */
export { NOT_FOUND_TITLE };

export function NotFoundState() {
  return (
    <div className={styles.notFound}>
      <p className={styles.overline}>Error 404</p>
      <h1 tabIndex={-1} className={styles.notFoundTitle}>
        {NOT_FOUND_TITLE}
      </h1>
      <p className={`${styles.body1} ${styles.notFoundText}`}>
        The page you asked for does not exist here. It may have moved, or the link may be mistyped.
      </p>
      <PlainButtonLink to={paths.home.href()}>Back to home</PlainButtonLink>
    </div>
  );
}
