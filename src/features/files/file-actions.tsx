/** Copy URL, copy Markdown and delete for one file. */
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Box from '@mui/material/Box';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import DataObjectIcon from '@mui/icons-material/DataObject';
import type { FileItem } from '@/api/types';
import { useAppDispatch } from '@/lib/hooks';
import { showToast } from '@/lib/toast-slice';
import { fileMarkdown, isImageType } from './file-format';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard (insecure context, permission refused): say so instead of pretending.
    return false;
  }
}

interface FileActionsProps {
  file: FileItem;
  onDelete: (file: FileItem) => void;
}

export function FileActions({ file, onDelete }: FileActionsProps) {
  const dispatch = useAppDispatch();
  const copyAndTell = async (text: string, what: string) => {
    const done = await copy(text);
    dispatch(
      done
        ? showToast(`${what} of ${file.name} copied.`, 'success')
        : showToast(`Could not copy. ${what}: ${text}`, 'error'),
    );
  };
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.25 }}>
      <Tooltip title="Copy URL">
        <IconButton
          size="small"
          aria-label={`Copy URL of ${file.name}`}
          onClick={() => void copyAndTell(file.url, 'URL')}
        >
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Copy Markdown">
        <IconButton
          size="small"
          aria-label={`Copy Markdown of ${file.name}`}
          onClick={() =>
            void copyAndTell(
              fileMarkdown(file.name, file.url, isImageType(file.mimeType)),
              'Markdown',
            )
          }
        >
          <DataObjectIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton
          size="small"
          color="error"
          aria-label={`Delete ${file.name}`}
          onClick={() => onDelete(file)}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
