/**
 * Asks before leaving with unsaved changes: in-app navigation (links, back and forward) through the
 * guarded history's blocker (with a dialog), closing or reloading the tab through the browser's own beforeunload prompt.
 * `when` is read from a ref so a save that just succeeded can navigate away without a prompt.
 */
import { memo, useCallback, useEffect, type RefObject } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { BlockerFunction } from '@/lib/navigation-guard/guard-history';
import { useNavigationBlocker } from '@/lib/navigation-guard/use-navigation-blocker';

interface UnsavedChangesGuardProps {
  /** True while there are changes the server has not got. */
  dirty: boolean;
  dirtyRef: RefObject<boolean>;
}

export const UnsavedChangesGuard = memo(function UnsavedChangesGuard({
  dirty,
  dirtyRef,
}: UnsavedChangesGuardProps) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current === true &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
    [dirtyRef],
  );
  const blocker = useNavigationBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onClose={() => blocker.reset?.()} aria-labelledby="unsaved-changes-title">
      <DialogTitle id="unsaved-changes-title">Leave without saving?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          This article has changes that are not saved to the blog. A draft stays on this device and
          will be offered back when you return.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          Stay
        </Button>
        <Button color="warning" variant="contained" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </DialogActions>
    </Dialog>
  );
});
