/**
 * Under the editor: the images on their way (progress, cancel) and those that could not be
 * uploaded, with the reason, Retry and Dismiss.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { numberFormat } from '@/i18n/formats';
import { useT } from '@/i18n/use-t';
import type { FailedInlineUpload, InlineUpload } from './use-inline-uploads';

const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 };

interface InlineUploadStatusProps {
  uploads: InlineUpload[];
  failed: FailedInlineUpload[];
  onCancel: (id: number) => void;
  onDismiss: (id: number) => void;
  onRetry: (upload: FailedInlineUpload) => void;
}

export function InlineUploadStatus({
  uploads,
  failed,
  onCancel,
  onDismiss,
  onRetry,
}: InlineUploadStatusProps) {
  const t = useT();
  return (
    <>
      {uploads.length > 0 && (
        <Stack spacing={1} sx={{ mt: 1 }} aria-live="polite">
          {uploads.map((upload) => (
            <Stack key={upload.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="caption" noWrap component="p">
                  {t('console.writer.uploadingProgress', {
                    name: upload.name,
                    percent: numberFormat(PERCENT).format(upload.progress),
                  })}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={upload.progress * 100}
                  aria-label={t('console.writer.uploading', { name: upload.name })}
                />
              </Box>
              <IconButton
                size="small"
                aria-label={t('console.writer.cancelUpload', { name: upload.name })}
                onClick={() => onCancel(upload.id)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      )}
      {failed.length > 0 && (
        <Stack spacing={1} sx={{ mt: 1 }}>
          {failed.map((upload) => (
            <Alert
              key={upload.id}
              severity="error"
              action={
                <>
                  <Button
                    color="inherit"
                    size="small"
                    aria-label={t('console.writer.retryUpload', { name: upload.file.name })}
                    onClick={() => onRetry(upload)}
                  >
                    {t('console.writer.retry')}
                  </Button>
                  <IconButton
                    color="inherit"
                    size="small"
                    aria-label={t('console.writer.dismissFailed', { name: upload.file.name })}
                    onClick={() => onDismiss(upload.id)}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </>
              }
            >
              {t('console.writer.uploadFailed', { name: upload.file.name, reason: upload.reason })}
            </Alert>
          ))}
        </Stack>
      )}
    </>
  );
}
