/**
 * A dialog holding one form: Enter in a field submits, the submit button shows progress and the
 * dialog cannot be dismissed while the call runs.
 *
 * Props: open, title, submitLabel?, pending?, error? (a form-level message shown in an Alert above
 * the actions; field messages belong under their fields), onSubmit() (validation is the caller's),
 * onClose(), children (the fields, one column).
 */
import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useT } from '@/i18n/use-t';

export interface FormDialogProps {
  open: boolean;
  title: string;
  submitLabel?: string;
  pending?: boolean;
  error?: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

export function FormDialog({
  open,
  title,
  submitLabel,
  pending = false,
  error,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const t = useT();
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 0.5 }}>
            {children}
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={pending}>
            {t('console.common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? t('console.common.saving') : (submitLabel ?? t('console.common.save'))}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
