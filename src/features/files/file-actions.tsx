/** Copy URL, copy Markdown and delete for one file. */
import Box from '@mui/material/Box';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import DataObjectIcon from '@mui/icons-material/DataObject';
import type { FileItem } from '@/api/types';
import { RowAction } from '@/components/console/row-action';
import { useAppDispatch } from '@/lib/hooks';
import type { MessageId } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
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

const SUCCESS = 'success';
const ERROR = 'error';
const COPIED: Record<'url' | 'markdown', MessageId> = {
  url: 'console.files.copied.url',
  markdown: 'console.files.copied.markdown',
};
const NOT_COPIED: Record<'url' | 'markdown', MessageId> = {
  url: 'console.files.copyFailed.url',
  markdown: 'console.files.copyFailed.markdown',
};

interface FileActionsProps {
  file: FileItem;
  onDelete: (file: FileItem) => void;
}

export function FileActions({ file, onDelete }: FileActionsProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const copyAndTell = async (text: string, what: 'url' | 'markdown') => {
    const done = await copy(text);
    dispatch(
      done
        ? showToast(t(COPIED[what], { name: file.name }), SUCCESS)
        : showToast(t(NOT_COPIED[what], { text }), ERROR),
    );
  };
  // A URL the URL policy refused reaches here empty (the adapter): there is nothing to copy, and
  // "copied" would be untrue. The buttons stay in place, disabled, and say why.
  const refused = !file.url;
  const say = (action: string) => (refused ? t('console.files.unavailable', { action }) : action);
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.25 }}>
      <RowAction
        label={say(t('console.files.copyUrl', { name: file.name }))}
        icon={<ContentCopyIcon fontSize="small" />}
        disabled={refused}
        onClick={() => void copyAndTell(file.url, 'url')}
      />
      <RowAction
        label={say(t('console.files.copyMarkdown', { name: file.name }))}
        icon={<DataObjectIcon fontSize="small" />}
        disabled={refused}
        onClick={() =>
          void copyAndTell(
            fileMarkdown(file.name, file.url, isImageType(file.mimeType)),
            'markdown',
          )
        }
      />
      <RowAction
        label={t('console.files.delete', { name: file.name })}
        icon={<DeleteIcon fontSize="small" />}
        color="error"
        onClick={() => onDelete(file)}
      />
    </Box>
  );
}
