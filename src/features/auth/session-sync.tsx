/**
 * Keeps this tab's login state in step with the others: when another tab signs out (its token
 * leaves local storage) this one records the sign-out and drops its toasts; when another tab
 * signs in, this one records that too. The console reacts on its own (its re-sign-in dialog).
 */
import { useEffect } from 'react';
import { onTokenChange } from '@/api/token';
import { t } from '@/i18n/i18n';
import { useAppDispatch } from '@/lib/hooks';
import { clearToasts } from '@/lib/toast-slice';
import { authActions } from './auth-slice';
import { readLastUsername } from './last-username';

export function SessionSync() {
  const dispatch = useAppDispatch();
  useEffect(
    () =>
      onTokenChange((token) => {
        if (token === null) {
          dispatch(authActions.logout(t('login.info.signedOutElsewhere')));
          dispatch(clearToasts());
        } else {
          dispatch(authActions.success(readLastUsername(), t('login.info.signedInElsewhere')));
        }
      }),
    [dispatch],
  );
  return null;
}
