/**
 * In-place sign-in when the session ends mid-work. While mounted (inside the console layout) it
 * is the base query's re-auth handler: a 401 opens this dialog over the screen, and the failed
 * call waits. Another tab signing out opens it too (the token is gone), and another tab signing
 * in closes it. Signing in resolves true (the call is retried, nothing on screen is lost);
 * leaving resolves false and hands over to `onLeave`. The form offers the login name last typed
 * at sign-in, not the profile's display name.
 */
import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { requestReauth, setReauthHandler } from '@/api/session';
import { onTokenChange } from '@/api/token';
import { useT } from '@/i18n/use-t';
import { useAppSelector } from '@/lib/hooks';
import { selectAuth } from './auth-slice';
import { readLastUsername } from './last-username';
import { LoginForm } from './login-form';

interface ReauthDialogProps {
  onLeave: () => void;
}

export function ReauthDialog({ onLeave }: ReauthDialogProps) {
  const t = useT();
  const signedInAs = useAppSelector(selectAuth).username;
  const [open, setOpen] = useState(false);
  const resolver = useRef<((signedIn: boolean) => void) | null>(null);

  useEffect(() => {
    setReauthHandler(
      () =>
        new Promise<boolean>((resolve) => {
          resolver.current = resolve;
          setOpen(true);
        }),
    );
    return () => {
      setReauthHandler(null);
      // Leaving the console while the dialog is up: the waiting calls fail as they would have.
      resolver.current?.(false);
      resolver.current = null;
    };
  }, []);

  const finish = (signedIn: boolean) => {
    setOpen(false);
    resolver.current?.(signedIn);
    resolver.current = null;
    if (!signedIn) onLeave();
  };
  const finishRef = useRef(finish);
  useEffect(() => {
    finishRef.current = finish;
  });

  useEffect(
    () =>
      onTokenChange((token) => {
        // Signed out elsewhere: ask here, in place, before any call fails. Signed in elsewhere:
        // the waiting calls carry on with the new token.
        if (token === null) void requestReauth();
        else if (resolver.current) finishRef.current(true);
      }),
    [],
  );

  return (
    // No backdrop or Escape dismissal: the waiting call needs an explicit answer.
    <Dialog
      open={open}
      aria-labelledby="reauth-title"
      aria-describedby="reauth-text"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="reauth-title">{t('console.auth.reauth.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="reauth-text" sx={{ mb: 2 }}>
          {t('console.auth.reauth.text')}
        </DialogContentText>
        <LoginForm
          onSuccess={() => finish(true)}
          initialUsername={readLastUsername() || signedInAs}
          submitLabel={t('console.auth.reauth.submit')}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => finish(false)}>{t('console.auth.reauth.leave')}</Button>
      </DialogActions>
    </Dialog>
  );
}
