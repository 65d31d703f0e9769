/**
 * The banner above a console table (or list) for its row actions that failed: one alert per
 * failure, naming the row and the reason, with Retry where it can help, and Close. State and
 * handlers from useActionFailures().
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';
import type { ActionFailures } from './use-action-failures';

export function ActionFailureBanner({
  failures,
  settle,
}: Pick<ActionFailures, 'failures' | 'settle'>) {
  if (failures.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {failures.map((failure) => (
        <Alert
          key={failure.key}
          severity="error"
          action={
            <>
              {failure.retry && (
                <Button color="inherit" size="small" onClick={failure.retry}>
                  Retry
                </Button>
              )}
              <IconButton
                color="inherit"
                size="small"
                aria-label="Close"
                title="Close"
                onClick={() => settle(failure.key)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </>
          }
        >
          {failure.text}
        </Alert>
      ))}
    </Stack>
  );
}
