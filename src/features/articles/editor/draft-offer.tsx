/** Offers back a draft an earlier visit left behind (after a crash, a reload or a lost session). */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

interface DraftOfferProps {
  savedAt: number;
  onRestore: () => void;
  onDiscard: () => void;
}

export function DraftOffer({ savedAt, onRestore, onDiscard }: DraftOfferProps) {
  const time = new Date(savedAt).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Alert
      severity="info"
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={onRestore}>
            Restore
          </Button>
          <Button color="inherit" size="small" onClick={onDiscard}>
            Discard
          </Button>
        </Stack>
      }
    >
      Restore unsaved draft from {time}?
    </Alert>
  );
}
