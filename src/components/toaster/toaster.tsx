/**
 * Shows every current toast at once, stacked with the newest on top, each from the moment it is
 * pushed. The stack sits at the bottom right on wide screens (the console's primary buttons are
 * at the top right of each screen) and across the bottom on phones, in both cases raised above a
 * bar or button pinned to the bottom (the editor's save bar, an article's Contents button on
 * phones: see use-toast-clearance.ts), so it never hides them. Beside a docked panel of fields
 * (the editor's Details) it moves left of the panel, and a drawer of fields ends above it
 * (toast-avoidance.ts): nothing floating covers a control.
 */
import Box from '@mui/material/Box';
import { TOAST_OFFSETS } from '@/config/constants';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { dismissToast, selectToasts } from '@/lib/toast-slice';
import { ToastItem } from './toast-item';
import { followToastStackAttachments, TOAST_SIDE_CLEARANCE_VAR } from './toast-stack-attachments';
import { followToastClearance, TOAST_CLEARANCE_VAR } from './use-toast-clearance';

const above = (px: number) => `calc(${px}px + var(${TOAST_CLEARANCE_VAR}, 0px))`;
const besidePanel = (px: number) => `max(${px}px, var(${TOAST_SIDE_CLEARANCE_VAR}, 0px))`;

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
  if (toasts.length === 0) return null;
  return (
    <Box
      component="ul"
      ref={stackRef}
      aria-label="Notifications"
      sx={{
        position: 'fixed',
        zIndex: 'snackbar',
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        left: { xs: TOAST_OFFSETS.phoneSide, sm: 'auto' },
        right: { xs: TOAST_OFFSETS.phoneSide, sm: besidePanel(TOAST_OFFSETS.wideSide) },
        bottom: { xs: above(TOAST_OFFSETS.phoneBottom), sm: above(TOAST_OFFSETS.wideBottom) },
        width: { sm: TOAST_OFFSETS.wideWidth },
      }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onClose={() => dispatch(dismissToast(toast.id))} />
      ))}
    </Box>
  );
}
