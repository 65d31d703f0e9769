/** Copy URL, copy Markdown and delete for one file. */
import Box from '@mui/material/Box';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import DataObjectIcon from '@mui/icons-material/DataObject';
import type { FileItem } from '@/api/types';
import { RowAction } from '@/components/console/row-action';
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
  // A URL the URL policy refused reaches here empty (the adapter): there is nothing to copy, and
  // "copied" would be untrue. The buttons stay in place, disabled, and say why.
  const refused = !file.url;
  const unavailable = refused ? ' (unavailable: the server gave a URL this site refuses)' : '';
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.25 }}>
      <RowAction
        label={`Copy URL of ${file.name}${unavailable}`}
        icon={<ContentCopyIcon fontSize="small" />}
        disabled={refused}
        onClick={() => void copyAndTell(file.url, 'URL')}
      />
      <RowAction
        label={`Copy Markdown of ${file.name}${unavailable}`}
        icon={<DataObjectIcon fontSize="small" />}
        disabled={refused}
        onClick={() =>
          void copyAndTell(
            fileMarkdown(file.name, file.url, isImageType(file.mimeType)),
            'Markdown',
          )
        }
      />
      <RowAction
        label={`Delete ${file.name}`}
        icon={<DeleteIcon fontSize="small" />}
        color="error"
        onClick={() => onDelete(file)}
      />
    </Box>
  );
}
