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
import { useT } from '@/i18n/use-t';
import type { BlockerFunction } from '@/lib/navigation-guard/guard-history';
import { useNavigationBlocker } from '@/lib/navigation-guard/use-navigation-blocker';

interface UnsavedChangesGuardProps {
  /** True while there are changes the server has not got. */
  dirtyRef: RefObject<boolean>;
  /** Brings the form up to date first (the writer reports a long text when the owner pauses). */
  beforeCheck: () => void;
}

export const UnsavedChangesGuard = memo(function UnsavedChangesGuard({
  dirtyRef,
  beforeCheck,
}: UnsavedChangesGuardProps) {
  const t = useT();
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => {
      beforeCheck();
      return (
        dirtyRef.current === true &&
        (currentLocation.pathname !== nextLocation.pathname ||
          currentLocation.search !== nextLocation.search)
      );
    },
    [dirtyRef, beforeCheck],
  );
  const blocker = useNavigationBlocker(shouldBlock);

  // Always listening, and deciding when the page is left: words typed a moment ago may only now
  // make the form dirty.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      beforeCheck();
      if (!dirtyRef.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirtyRef, beforeCheck]);

  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onClose={() => blocker.reset?.()} aria-labelledby="unsaved-changes-title">
      <DialogTitle id="unsaved-changes-title">{t('console.editor.leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('console.editor.leave.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* eslint-disable-next-line jsx-a11y-x/no-autofocus -- focus moves into the dialog on open (WAI-ARIA dialog pattern): to its safe action */}
        <Button onClick={() => blocker.reset?.()} autoFocus>
          {t('console.editor.leave.stay')}
        </Button>
        <Button color="warning" variant="contained" onClick={() => blocker.proceed?.()}>
          {t('console.editor.leave.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
});
