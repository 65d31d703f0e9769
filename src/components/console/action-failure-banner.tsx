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
import { useT } from '@/i18n/use-t';
import type { ActionFailures } from './use-action-failures';

export function ActionFailureBanner({
  failures,
  settle,
}: Pick<ActionFailures, 'failures' | 'settle'>) {
  const t = useT();
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
                  {t('console.common.retry')}
                </Button>
              )}
              <IconButton
                color="inherit"
                size="small"
                aria-label={t('console.common.close')}
                title={t('console.common.close')}
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
