/** One row per upload in flight or just finished: progress, then cancel, retry or dismiss. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { numberFormat } from '@/i18n/formats';
import { t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { formatFileSize } from './file-format';
import type { QueuedUpload } from './use-upload-queue';

interface UploadListProps {
  items: QueuedUpload[];
  onCancel: (id: number) => void;
  onRetry: (item: QueuedUpload) => void;
  onDismiss: (id: number) => void;
}

function statusText(item: QueuedUpload): string {
  switch (item.status) {
    case 'uploading':
      return numberFormat({ style: 'percent' }).format(Math.round(item.progress * 100) / 100);
    case 'done':
      return t('console.files.upload.uploaded');
    case 'cancelled':
      return t('console.files.upload.cancelled');
    default:
      return t('console.files.upload.failed', {
        reason: item.error ?? t('console.files.upload.unknownError'),
      });
  }
}

export function UploadList({ items, onCancel, onRetry, onDismiss }: UploadListProps) {
  const translate = useT();
  if (items.length === 0) return null;
  return (
    <List aria-label={translate('console.files.uploads')} dense sx={{ mt: 1 }}>
      {items.map((item) => {
        const name = item.file.name;
        return (
          <ListItem key={item.id} disableGutters sx={{ gap: 1.5, alignItems: 'center' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
                <Typography variant="body2" noWrap title={name}>
                  {name}{' '}
                  <Typography component="span" variant="caption" color="text.secondary">
                    {formatFileSize(item.file.size)}
                  </Typography>
                </Typography>
                <Typography
                  variant="caption"
                  color={item.status === 'failed' ? 'error' : 'text.secondary'}
                  sx={{ flexShrink: 0 }}
                >
                  {statusText(item)}
                </Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={item.progress * 100}
                color={
                  item.status === 'failed'
                    ? 'error'
                    : item.status === 'done'
                      ? 'success'
                      : 'primary'
                }
                aria-label={translate('console.files.upload.progress', { name })}
              />
            </Box>
            {item.status === 'uploading' ? (
              <Button
                size="small"
                onClick={() => onCancel(item.id)}
                aria-label={translate('console.files.upload.cancel', { name })}
              >
                {translate('console.common.cancel')}
              </Button>
            ) : (
              <>
                {(item.status === 'failed' || item.status === 'cancelled') && (
                  <Button
                    size="small"
                    onClick={() => onRetry(item)}
                    aria-label={translate('console.files.upload.retry', { name })}
                  >
                    {translate('console.common.retry')}
                  </Button>
                )}
                <IconButton
                  size="small"
                  onClick={() => onDismiss(item.id)}
                  aria-label={translate('console.files.upload.dismiss', { name })}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
