/** One toast in the stack: hides itself after a while, but never while pointed at or focused. */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import { TOAST_AUTO_HIDE_MS } from '@/config/constants';
import type { Toast } from '@/lib/toast-slice';

export function ToastItem({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(onClose, TOAST_AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
    // The timer restarts when the toast is let go, not on every render of the stack.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [held]);

  return (
    <li
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <Alert severity={toast.severity} variant="filled" onClose={onClose} sx={{ boxShadow: 6 }}>
        {toast.message}
      </Alert>
    </li>
  );
}
