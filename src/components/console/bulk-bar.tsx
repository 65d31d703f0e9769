/**
 * The bar over a console table while rows are selected: how many, and the bulk actions (delete asks
 * first and says how many). During a run it shows progress; afterwards the report, naming each
 * row that failed and why. State and handlers come from useBulkActions().bar.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { MessageId } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import type { BulkVerb } from './run-bulk';
import { countOf, type BulkBarState } from './use-bulk-actions';

const LABEL: Record<BulkVerb, MessageId> = {
  enable: 'console.bulk.enable',
  disable: 'console.bulk.disable',
  delete: 'console.bulk.delete',
};
const DOING: Record<BulkVerb, MessageId> = {
  enable: 'console.bulk.doing.enable',
  disable: 'console.bulk.doing.disable',
  delete: 'console.bulk.doing.delete',
};
const PROGRESS: Record<BulkVerb, MessageId> = {
  enable: 'console.bulk.progress.enable',
  disable: 'console.bulk.progress.disable',
  delete: 'console.bulk.progress.delete',
};

export function BulkBar({
  count,
  noun,
  verbs,
  progress,
  report,
  onRun,
  onClear,
  onDismissReport,
  deleteNote,
}: BulkBarState & { deleteNote?: string }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {report && (
        <Alert
          severity={report.severity}
          role={report.severity === 'success' ? 'status' : 'alert'}
          onClose={onDismissReport}
          sx={{ mb: 2 }}
        >
          {report.summary}
          {report.failures.length > 0 && (
            <Box
              component="ul"
              aria-label={t('console.bulk.failed')}
              sx={{ m: 0, mt: 0.5, pl: 2.5 }}
            >
              {report.failures.map((failure) => (
                <li key={failure}>{failure}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      {(count > 0 || progress) && (
        <Paper
          variant="outlined"
          role="region"
          aria-label={t('console.bulk.selectedRows')}
          sx={{ mb: 2, px: 2, py: 1, bgcolor: 'action.selected' }}
        >
          {progress ? (
            <Box role="status">
              <Typography variant="body2" sx={{ mb: 0.5 }}>
                {t(PROGRESS[progress.verb], {
                  current: progress.finished + (progress.finished < progress.total ? 1 : 0),
                  items: countOf(progress.total, noun),
                })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={(progress.finished / progress.total) * 100}
                aria-label={t(DOING[progress.verb], { items: countOf(progress.total, noun) })}
              />
            </Box>
          ) : (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, mr: 'auto' }}>
                {t('console.bulk.selected', { count })}
              </Typography>
              {verbs.map((verb) => (
                <Button
                  key={verb}
                  size="small"
                  variant={verb === 'delete' ? 'contained' : 'outlined'}
                  color={verb === 'delete' ? 'error' : 'primary'}
                  onClick={() => (verb === 'delete' ? setConfirming(true) : onRun(verb))}
                >
                  {t(LABEL[verb])}
                </Button>
              ))}
              <Button size="small" onClick={onClear}>
                {t('console.bulk.clear')}
              </Button>
            </Box>
          )}
        </Paper>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('console.bulk.confirm.title', { items: countOf(count, noun) })}
        message={t('console.bulk.confirm.message', {
          items: countOf(count, noun),
          note: deleteNote ?? t('console.bulk.confirm.note'),
        })}
        confirmLabel={t('console.bulk.confirm.button', { count })}
        onConfirm={() => {
          setConfirming(false);
          onRun('delete');
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
