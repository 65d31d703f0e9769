/** Shows the toast queue one message at a time: auto-hides, and can be dismissed. */
import type { SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { dismissToast, selectCurrentToast } from '@/lib/toast-slice';

/** Long enough to read two lines; errors stay until read or this passes. */
export const TOAST_AUTO_HIDE_MS = 6000;

export function Toaster() {
  const toast = useAppSelector(selectCurrentToast);
  const dispatch = useAppDispatch();
  if (!toast) return null;

  const close = (_event?: SyntheticEvent | Event | null, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page is not a request to dismiss.
    if (reason === 'clickaway') return;
    dispatch(dismissToast(toast.id));
  };

  return (
    <Snackbar
      key={toast.id}
      open
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={toast.severity}
        variant="filled"
        onClose={() => close()}
        sx={{ width: '100%', maxWidth: 560 }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
