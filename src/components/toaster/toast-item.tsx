/** One toast in the stack: hides itself after a while, but never while pointed at or focused. */
import { useEffect, useRef, useState } from 'react';
import { Notice } from '@/components/plain/notice';
import { TOAST_AUTO_HIDE_MS } from '@/config/constants';
import type { Toast } from '@/lib/toast-slice';
import styles from './toaster.module.css';

export function ToastItem({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const [held, setHeld] = useState(false);
  // The latest onClose, so that the timer restarts only when the toast is let go, not whenever
  // the stack re-renders with a new callback.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    if (held) return undefined;
    const timer = window.setTimeout(() => closeRef.current(), TOAST_AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [held]);

  return (
    <li
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <Notice severity={toast.severity} filled onClose={onClose} className={styles.toast}>
        {toast.message}
      </Notice>
    </li>
  );
}
