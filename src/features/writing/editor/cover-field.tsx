/**
 * The cover: a URL typed in, or an image uploaded (with progress), previewed at a fixed ratio. An
 * upload that fails is said under the field with Retry (the call layer toasts only a refusal,
 * never a failure to reach the server).
 */
import { memo, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import type { StartUpload, UploadTask } from '@/api/upload';
import { TextInput } from '@/components/console/text-input';
import { useT } from '@/i18n/use-t';
import { safeSrc } from '@/lib/url-policy';

interface CoverFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The app's upload path (`useUploadFile`), which says the messages. */
  upload: StartUpload;
}

export const CoverField = memo(function CoverField({
  value,
  onChange,
  error,
  upload,
}: CoverFieldProps) {
  const t = useT();
  const picker = useRef<HTMLInputElement | null>(null);
  const task = useRef<UploadTask | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ file: File; reason: string } | null>(null);
  // A typed URL is previewed only when the image policy would let it through anywhere else.
  const preview = safeSrc(value);

  useEffect(() => () => task.current?.cancel(), []);

  const start = async (file: File) => {
    setFailure(null);
    setProgress(0);
    task.current = upload(file, {
      onProgress: setProgress,
      successMessage: t('console.editor.cover.uploaded'),
    });
    const result = await task.current.result;
    task.current = null;
    setProgress(null);
    if (result.data) onChange(result.data.url);
    else if (!result.cancelled) setFailure({ file, reason: result.error.msg });
  };

  const cancel = () => task.current?.cancel();

  return (
    <Stack spacing={1}>
      <TextInput
        label={t('console.editor.cover.label')}
        value={value}
        onChange={onChange}
        error={error}
        placeholder={t('console.editor.cover.placeholder')}
        hint={t('console.editor.cover.hint')}
        type="url"
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<CloudUploadIcon />}
          disabled={progress !== null}
          onClick={() => picker.current?.click()}
        >
          {t('console.editor.cover.upload')}
        </Button>
        {progress !== null && (
          <>
            <LinearProgress
              variant="determinate"
              value={progress * 100}
              aria-label={t('console.editor.cover.uploading')}
              sx={{ flex: 1 }}
            />
            <Button size="small" onClick={cancel}>
              {t('console.editor.cover.cancel')}
            </Button>
          </>
        )}
        <input
          ref={picker}
          type="file"
          accept="image/*"
          hidden
          data-testid="cover-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void start(file);
          }}
        />
      </Stack>
      {failure && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void start(failure.file)}>
              {t('console.editor.retry')}
            </Button>
          }
        >
          {t('console.editor.cover.failed', { reason: failure.reason })}
        </Alert>
      )}
      {preview && (
        <Box
          component="img"
          src={preview}
          alt={t('console.editor.cover.preview')}
          loading="lazy"
          sx={{
            width: 240,
            maxWidth: '100%',
            aspectRatio: '16 / 9',
            objectFit: 'cover',
            borderRadius: 1,
            bgcolor: 'action.hover',
          }}
        />
      )}
    </Stack>
  );
});
