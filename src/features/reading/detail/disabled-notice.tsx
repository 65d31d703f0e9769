/**
 * The owner, signed in, may open a disabled article on the public side (the detail call answers
 * it to them only; readers get "not found"): they are told that readers cannot see it, with the
 * way to its editor. Shown only with a session token, read after the page is taken over (the
 * prerendered HTML has no session, and holds no disabled article).
 */
import { readToken } from '@/api/token';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { TextRouterLink } from '@/components/plain/text-link';
import { useT } from '@/i18n/use-t';
import styles from './disabled-notice.module.css';

export function DisabledNotice({ id }: { id: string }) {
  const hydrated = useHydrated();
  const t = useT();
  if (!hydrated || readToken() === null) return null;
  return (
    <div role="note" aria-label={t('article.disabledLabel')} className={styles.note}>
      <strong className={styles.strong}>{t('article.disabledText')}</strong>{' '}
      <TextRouterLink to={paths.console.articleEdit.href(id)}>
        {t('article.editInConsole')}
      </TextRouterLink>
    </div>
  );
}
