/**
 * In-place sign-in when the session expires mid-work. While mounted (inside the console layout)
 * it is the base query's re-auth handler: a 401 opens this dialog over the screen, and the failed
 * call waits. Signing in resolves true (the call is retried, nothing on screen is lost); leaving
 * resolves false and hands over to `onLeave`.
 */
import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { setReauthHandler } from '@/api/session';
import { LoginForm } from './login-form';

interface ReauthDialogProps {
  username?: string;
  onLeave: () => void;
}

export function ReauthDialog({ username, onLeave }: ReauthDialogProps) {
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

  return (
    // No backdrop or Escape dismissal: the waiting call needs an explicit answer.
    <Dialog
      open={open}
      aria-labelledby="reauth-title"
      aria-describedby="reauth-text"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="reauth-title">Your session has expired</DialogTitle>
      <DialogContent>
        <DialogContentText id="reauth-text" sx={{ mb: 2 }}>
          Sign in again to carry on. Your unsaved work stays on screen and the last action is
          retried.
        </DialogContentText>
        <LoginForm
          onSuccess={() => finish(true)}
          initialUsername={username}
          submitLabel="Sign in and continue"
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => finish(false)}>Leave the console</Button>
      </DialogActions>
    </Dialog>
  );
}
