/**
 * Offers back a draft an earlier visit left behind (after a crash, a reload or a lost session).
 * A draft written over an older version than the server's now has (another tab or device saved
 * since) says so, and can be compared with that version before it replaces anything.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useT } from '@/i18n/use-t';
import type { DraftFields } from './draft-store';
import { formatWhen } from './version-check';
import { VersionCompare } from './version-compare';

interface DraftOfferProps {
  savedAt: number;
  onRestore: () => void;
  onDiscard: () => void;
  /** The server's newer version, when the draft was written over an older one. */
  newer?: { updatedAt: string; fields: DraftFields; draft: DraftFields } | null;
}

export function DraftOffer({ savedAt, onRestore, onDiscard, newer }: DraftOfferProps) {
  const t = useT();
  const [comparing, setComparing] = useState(false);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const time = formatWhen(savedAt);
  const buttons = (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {newer && (
        <Button color="inherit" size="small" onClick={() => setComparing(true)}>
          {t('console.editor.draft.compare')}
        </Button>
      )}
      <Button color="inherit" size="small" onClick={onRestore}>
        {t(newer ? 'console.editor.draft.restoreAnyway' : 'console.editor.draft.restore')}
      </Button>
      <Button color="inherit" size="small" onClick={onDiscard}>
        {t('console.editor.draft.discard')}
      </Button>
    </Stack>
  );
  if (!newer) {
    return (
      <Alert severity="info" action={buttons}>
        {t('console.editor.draft.offer', { time })}
      </Alert>
    );
  }
  return (
    <>
      <Alert severity="warning" action={buttons}>
        {t('console.editor.draft.stale', { time, savedAt: formatWhen(newer.updatedAt) })}
      </Alert>
      <Dialog
        open={comparing}
        onClose={() => setComparing(false)}
        aria-labelledby="draft-compare-title"
        maxWidth="lg"
        fullWidth
        fullScreen={phone}
        scroll="paper"
      >
        <DialogTitle id="draft-compare-title">{t('console.editor.draft.compareTitle')}</DialogTitle>
        <DialogContent dividers>
          <VersionCompare
            left={newer.draft}
            right={newer.fields}
            leftLabel={t('console.editor.draft.draftLabel', { time })}
            rightLabel={t('console.editor.draft.savedLabel', { time: formatWhen(newer.updatedAt) })}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {/* eslint-disable-next-line jsx-a11y-x/no-autofocus -- focus moves into the dialog on open (WAI-ARIA dialog pattern): to its safe action */}
          <Button onClick={() => setComparing(false)} autoFocus>
            {t('console.editor.draft.close')}
          </Button>
          <Button onClick={onDiscard}>{t('console.editor.draft.keepSaved')}</Button>
          <Button color="warning" variant="contained" onClick={onRestore}>
            {t('console.editor.draft.restoreDraft')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
