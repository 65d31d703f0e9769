/**
 * Tells the owner that the backend sent records the app could not show (an article without an
 * id, an id no address can carry): the pages left them out to stay up, and this is where the owner
 * learns which ones and why, so they can be mended at the backend. One notice, above every
 * console screen; closing it hides it until another record is skipped.
 */
import { useState, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useT } from '@/i18n/use-t';
import { skippedRecords, subscribeSkipped, type SkippedRecord } from '@/api/skipped-records';

const describe = ({ what, id, reason }: SkippedRecord) => `${what} ${id}: ${reason}`;

export function SkippedRecordsNotice() {
  const t = useT();
  const records = useSyncExternalStore(subscribeSkipped, skippedRecords, skippedRecords);
  const [closedAt, setClosedAt] = useState(0);
  if (records.length <= closedAt) return null;
  const count = records.length;
  return (
    <Alert
      severity="warning"
      onClose={() => setClosedAt(count)}
      closeText={t('console.shell.skipped.hide')}
      sx={{ mb: 2 }}
    >
      <AlertTitle>{t('console.shell.skipped.title', { count })}</AlertTitle>
      {t('console.shell.skipped.mend', { count })}
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, overflowWrap: 'anywhere' }}>
        {records.map((record) => (
          <li key={describe(record)}>{describe(record)}</li>
        ))}
      </Box>
    </Alert>
  );
}
