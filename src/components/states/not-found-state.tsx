/**
 * "Nothing lives here", with the way home: the one not-found page, for an unknown route and for
 * an article the backend does not know, so a reader meets the same heading either way.
 */
import { paths } from '@/config/paths';
import { PlainButtonLink } from '@/components/plain/plain-button';
import styles from './not-found-state.module.css';
import { useT } from '@/i18n/use-t';
import { notFoundTitle } from './not-found-title';

/** The heading, and the document title the page sets. */
export { notFoundTitle };

export function NotFoundState() {
  const t = useT();
  return (
    <div className={styles.notFound}>
      <p className={styles.overline}>{t('notFound.overline')}</p>
      <h1 tabIndex={-1} className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <PlainButtonLink to={paths.home.href()}>{t('notFound.backHome')}</PlainButtonLink>
    </div>
  );
}
