/**
 * Shows every current toast at once, stacked with the newest on top, each from the moment it is
 * pushed. The stack sits at the bottom right on wide screens (the console's primary buttons are
 * at the top right of each screen) and across the bottom on phones, in both cases raised above a
 * bar or button pinned to the bottom (the editor's save bar, an article's Contents button on
 * phones: see use-toast-clearance.ts), so it never hides them. Beside a docked panel of fields
 * (the editor's Details) it moves left of the panel, and a drawer of fields ends above it
 * (toast-avoidance.ts): nothing floating covers a control.
 */
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { dismissToast, selectToasts } from '@/lib/toast-slice';
import { ToastItem } from './toast-item';
import { followToastStackAttachments } from './toast-stack-attachments';
import { followToastClearance } from './use-toast-clearance';
import { useT } from '@/i18n/use-t';
import styles from './toaster.module.css';

/**
 * The stack's one callback ref: it follows the bottom clearance, and whatever has attached itself
 * (the editor's panel: the side clearance, and the stack's own height for its drawer).
 */
function stackRef(element: HTMLUListElement | null) {
  const cleanups = [followToastClearance(element), followToastStackAttachments(element)];
  return () => cleanups.forEach((cleanup) => cleanup?.());
}

export function Toaster() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  const t = useT();
  if (toasts.length === 0) return null;
  return (
    <ul ref={stackRef} aria-label={t('states.notifications')} className={styles.stack}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onClose={() => dispatch(dismissToast(toast.id))} />
      ))}
    </ul>
  );
}
