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
import { uploadFile, type UploadHandle } from '@/api/upload';
import { TextInput } from '@/components/console/text-input';
import { useAppDispatch } from '@/lib/hooks';
import { showToast } from '@/lib/toast-slice';
import { safeSrc } from '@/lib/url-policy';

interface CoverFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export const CoverField = memo(function CoverField({ value, onChange, error }: CoverFieldProps) {
  const dispatch = useAppDispatch();
  const picker = useRef<HTMLInputElement | null>(null);
  const handle = useRef<UploadHandle | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ file: File; reason: string } | null>(null);
  const cancelled = useRef(false);
  // A typed URL is previewed only when the image policy would let it through anywhere else.
  const preview = safeSrc(value);

  useEffect(() => () => handle.current?.abort(), []);

  const upload = async (file: File) => {
    setFailure(null);
    cancelled.current = false;
    setProgress(0);
    handle.current = uploadFile(file, {
      onProgress: setProgress,
      notify: (message) => dispatch(showToast(message, 'error')),
    });
    const result = await handle.current.result;
    handle.current = null;
    setProgress(null);
    if (result.data) {
      onChange(result.data.url);
      dispatch(showToast('Cover uploaded.', 'success'));
    } else if (!cancelled.current) {
      setFailure({ file, reason: result.error.msg });
    }
  };

  const cancel = () => {
    cancelled.current = true;
    handle.current?.abort();
  };

  return (
    <Stack spacing={1}>
      <TextInput
        label="Cover"
        value={value}
        onChange={onChange}
        error={error}
        placeholder="https://… or upload an image"
        hint="Optional. An image URL, or upload one."
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
          Upload cover
        </Button>
        {progress !== null && (
          <>
            <LinearProgress
              variant="determinate"
              value={progress * 100}
              aria-label="Uploading cover"
              sx={{ flex: 1 }}
            />
            <Button size="small" onClick={cancel}>
              Cancel
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
            if (file) void upload(file);
          }}
        />
      </Stack>
      {failure && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void upload(failure.file)}>
              Retry
            </Button>
          }
        >
          The cover could not be uploaded. {failure.reason}
        </Alert>
      )}
      {preview && (
        <Box
          component="img"
          src={preview}
          alt="Cover preview"
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
