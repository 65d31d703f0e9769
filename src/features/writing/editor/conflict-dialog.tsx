/**
 * Two tabs, one article: the save found the article changed on the server since this tab opened
 * it. Nothing is overwritten until the owner chooses: compare the two versions side by side,
 * overwrite the other one, or keep both (this tab's text becomes a new, disabled article).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useT } from '@/i18n/use-t';
import { VersionCompare, type ComparedText } from './version-compare';
import { formatWhen } from './version-check';

interface ConflictDialogProps {
  open: boolean;
  /** When the other version was saved (ISO 8601, the article's `updatedAt`). */
  changedAt: string;
  ours: ComparedText;
  theirs: ComparedText;
  /** A choice is on its way: the buttons wait. */
  busy: boolean;
  /** Why keeping both failed, if it did. */
  error: string | null;
  onOverwrite: () => void;
  onKeepBoth: () => void;
  onCancel: () => void;
}

export function ConflictDialog({
  open,
  changedAt,
  ours,
  theirs,
  busy,
  error,
  onOverwrite,
  onKeepBoth,
  onCancel,
}: ConflictDialogProps) {
  const t = useT();
  const [comparing, setComparing] = useState(false);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="conflict-title"
      aria-describedby="conflict-text"
      maxWidth={comparing ? 'lg' : 'sm'}
      fullWidth
      fullScreen={phone && comparing}
      scroll="paper"
    >
      <DialogTitle id="conflict-title">{t('console.editor.conflict.title')}</DialogTitle>
      <DialogContent dividers={comparing}>
        <DialogContentText id="conflict-text" sx={{ mb: 2 }}>
          {t('console.editor.conflict.text', { time: formatWhen(changedAt) })}
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Button
          variant="outlined"
          size="small"
          aria-expanded={comparing}
          onClick={() => setComparing((shown) => !shown)}
          sx={{ mb: comparing ? 2 : 0 }}
        >
          {t(comparing ? 'console.editor.conflict.hideCompare' : 'console.editor.conflict.compare')}
        </Button>
        {comparing && (
          <VersionCompare
            left={ours}
            right={theirs}
            leftLabel={t('console.editor.conflict.thisTab')}
            rightLabel={t('console.editor.conflict.elsewhere', { time: formatWhen(changedAt) })}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {/* eslint-disable-next-line jsx-a11y-x/no-autofocus -- focus moves into the dialog on open (WAI-ARIA dialog pattern): to its safe action */}
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {t('console.editor.conflict.keepEditing')}
        </Button>
        <Button onClick={onKeepBoth} disabled={busy}>
          {t('console.editor.conflict.keepBoth')}
        </Button>
        <Button color="error" variant="contained" onClick={onOverwrite} disabled={busy}>
          {t('console.editor.conflict.overwrite')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
