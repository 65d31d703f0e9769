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
import { skippedRecords, subscribeSkipped, type SkippedRecord } from '@/api/skipped-records';

const describe = ({ what, id, reason }: SkippedRecord) => `${what} ${id}: ${reason}`;

export function SkippedRecordsNotice() {
  const records = useSyncExternalStore(subscribeSkipped, skippedRecords, skippedRecords);
  const [closedAt, setClosedAt] = useState(0);
  if (records.length <= closedAt) return null;
  const count = records.length;
  return (
    <Alert
      severity="warning"
      onClose={() => setClosedAt(count)}
      closeText="Hide this notice"
      sx={{ mb: 2 }}
    >
      <AlertTitle>
        {count === 1
          ? '1 record from the backend was skipped'
          : `${count} records from the backend were skipped`}
      </AlertTitle>
      The pages show everything else. Mend {count === 1 ? 'it' : 'them'} at the backend:
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, overflowWrap: 'anywhere' }}>
        {records.map((record) => (
          <li key={describe(record)}>{describe(record)}</li>
        ))}
      </Box>
    </Alert>
  );
}
