/** One row per upload in flight or just finished: progress, then cancel, retry or dismiss. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
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
      return `${Math.round(item.progress * 100)}%`;
    case 'done':
      return 'Uploaded';
    case 'cancelled':
      return 'Cancelled';
    default:
      return `Failed: ${item.error ?? 'unknown error'}`;
  }
}

export function UploadList({ items, onCancel, onRetry, onDismiss }: UploadListProps) {
  if (items.length === 0) return null;
  return (
    <List aria-label="Uploads" dense sx={{ mt: 1 }}>
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
                aria-label={`Upload of ${name}`}
              />
            </Box>
            {item.status === 'uploading' ? (
              <Button
                size="small"
                onClick={() => onCancel(item.id)}
                aria-label={`Cancel upload of ${name}`}
              >
                Cancel
              </Button>
            ) : (
              <>
                {(item.status === 'failed' || item.status === 'cancelled') && (
                  <Button
                    size="small"
                    onClick={() => onRetry(item)}
                    aria-label={`Retry upload of ${name}`}
                  >
                    Retry
                  </Button>
                )}
                <IconButton
                  size="small"
                  onClick={() => onDismiss(item.id)}
                  aria-label={`Dismiss ${name}`}
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
