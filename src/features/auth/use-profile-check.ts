/**
 * The console's entry check: the owner's profile, asked afresh on every entry (never answered from
 * RTK Query's cache), and what its answer means. A refusal (HTTP 401, or `code !== 0`) ends the
 * session here: the token is cleared. A failure to reach the blog (network, timeout, an HTTP error
 * without an envelope, an answer the app cannot read) says nothing about the session: the token
 * stays. The verdict is this check's own, so a later refetch of the profile never throws the
 * owner out mid-work.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isRefusal } from '@/api/errors';
import { clearToken } from '@/api/token';
import type { Profile } from '@/api/types';
import { t } from '@/i18n/i18n';
import { useAppDispatch } from '@/lib/hooks';
import { useLazyGetProfileQuery } from './auth-api';
import { authActions } from './auth-slice';

export type ProfileVerdict =
  | { state: 'idle' }
  /** `retrying`: the failure being tried again, still worth showing while the check runs. */
  | { state: 'checking'; retrying?: string }
  | { state: 'ready'; profile: Profile }
  | { state: 'refused'; message: string }
  | { state: 'unreachable'; message: string };

interface Options {
  /** Check on mount (the console always; /manager only when a token was there on arrival). */
  enabled: boolean;
  /** A verdict already known (the console's, handed to /manager): shown without asking again. */
  initial?: ProfileVerdict;
}

export function useProfileCheck({ enabled, initial }: Options) {
  const dispatch = useAppDispatch();
  const [fetchProfile, result] = useLazyGetProfileQuery();
  const [verdict, setVerdict] = useState<ProfileVerdict>(
    () => initial ?? { state: enabled ? 'checking' : 'idle' },
  );
  // Only the latest check speaks (a Retry pressed while one is under way).
  const latest = useRef(0);

  const check = useCallback(() => {
    const run = ++latest.current;
    setVerdict((last) =>
      last.state === 'unreachable'
        ? { state: 'checking', retrying: last.message }
        : { state: 'checking' },
    );
    void fetchProfile().then((answer) => {
      if (run !== latest.current) return;
      if (answer.isSuccess && answer.data) {
        setVerdict({ state: 'ready', profile: answer.data });
      } else if (isRefusal(answer.error)) {
        clearToken();
        dispatch(authActions.logout(t('login.info.blogEnded')));
        setVerdict({
          state: 'refused',
          message: errorMessage(answer.error, t('login.sessionEnded')),
        });
      } else {
        setVerdict({
          state: 'unreachable',
          message: errorMessage(answer.error, t('login.serverUnreachable')),
        });
      }
    });
  }, [dispatch, fetchProfile]);

  const [startChecked] = useState(() => enabled && !initial);
  useEffect(() => {
    if (startChecked) check();
  }, [startChecked, check]);

  // The header follows the profile's latest answer (a later refetch may bring a new nickname).
  const profile = verdict.state === 'ready' ? (result.currentData ?? verdict.profile) : null;
  return { verdict, profile, retry: check };
}
