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
import styles from './disabled-notice.module.css';

export function DisabledNotice({ id }: { id: string }) {
  const hydrated = useHydrated();
  if (!hydrated || readToken() === null) return null;
  return (
    <div role="note" aria-label="Disabled article" className={styles.note}>
      <strong className={styles.strong}>This article is disabled: readers cannot see it.</strong>{' '}
      <TextRouterLink to={paths.console.articleEdit.href(id)}>
        Edit it in the console
      </TextRouterLink>
    </div>
  );
}
