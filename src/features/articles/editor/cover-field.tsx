/** The cover: a URL typed in, or an image uploaded (with progress), previewed at a fixed ratio. */
import { memo, useEffect, useRef, useState } from 'react';
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
  // A typed URL is previewed only when the image policy would let it through anywhere else.
  const preview = safeSrc(value);

  useEffect(() => () => handle.current?.abort(), []);

  const upload = async (file: File) => {
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
    } else if (!result.error.toasted) {
      dispatch(showToast(`Could not upload the cover: ${result.error.msg}`, 'error'));
    }
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
            <Button size="small" onClick={() => handle.current?.abort()}>
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
