/**
 * The console's guard: no token sends the visitor to /manager, remembering where they were headed;
 * with one, every entry asks for the profile afresh, and any failure of that call leads to
 * /manager too (useProfileCheck says what it means): a refusal has cleared the token there, so the
 * sign-in form shows; a blog that could not be reached keeps the token, and /manager says so with
 * Retry, which comes back here. /manager never sends the owner on by itself after such a failure,
 * so the two never bounce. The re-sign-in dialog is mounted before the first call goes out, so
 * every console call (the profile included) counts as one that can end the session. What it
 * guards gets the owner's profile and the sign-out (the console shell shows both).
 */
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { Profile } from '@/api/types';
import { readToken } from '@/api/token';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';
import { handOverUnreachable } from './profile-handover';
import { ReauthDialog } from './reauth-dialog';
import { useLogout } from './use-logout';
import { useProfileCheck } from './use-profile-check';

export interface ConsoleSession {
  profile: Profile;
  signOut: () => Promise<void>;
  signingOut: boolean;
}

type Guarded = (session: ConsoleSession) => ReactNode;

/** A thin bar across the top while the console starts or signs out. */
function Progress({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ position: 'fixed', inset: '0 0 auto 0' }}>
      <LinearProgress />
    </Box>
  );
}

export function ConsoleGuard({ children }: { children: Guarded }) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const { signOut, pending: signingOut, leaving } = useLogout();
  // Decided once on entry: a token cleared later by an expired call (or another tab) opens the
  // re-sign-in dialog instead of throwing the owner (and their unsaved work) out.
  const [hadToken] = useState(() => readToken() !== null);
  const here = `${location.pathname}${location.search}`;

  if (!hadToken) return <Navigate to={paths.login.href(here)} replace />;
  // Signing out: take the screen down at once, so no query of it is still subscribed (and
  // refetches without a token, answered 401) when the sign-out resets the API cache.
  if (leaving) return <Progress label={t('console.auth.signingOut')} />;
  return (
    <>
      {/* First, so it is the re-auth handler before the profile's call and the screen's go out. */}
      <ReauthDialog onLeave={() => navigate(paths.login.href(here), { replace: true })} />
      <ProfileGate here={here}>
        {(profile) => children({ profile, signOut, signingOut })}
      </ProfileGate>
    </>
  );
}

/** Asks for the profile on entry: the guarded screen once it answers, /manager if it fails. */
function ProfileGate({ here, children }: { here: string; children: (p: Profile) => ReactNode }) {
  const t = useT();
  const { verdict, profile } = useProfileCheck({ enabled: true });
  if (verdict.state === 'refused') return <Navigate to={paths.login.href(here)} replace />;
  if (verdict.state === 'unreachable') {
    return (
      <Navigate to={paths.login.href(here)} replace state={handOverUnreachable(verdict.message)} />
    );
  }
  if (!profile) return <Progress label={t('console.auth.loading')} />;
  return children(profile);
}
