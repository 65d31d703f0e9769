/**
 * The Markdown editor: a textarea with a small toolbar and a live preview (side by side on wide
 * screens, Write/Preview tabs on narrow ones). Images pasted, dropped or picked are uploaded and
 * their Markdown lands where the caret was.
 */
import {
  memo,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { LazyMarkdownView, MarkdownSkeleton } from '@/components/markdown/lazy-markdown-view';
import { FieldLabel } from './field-label';
import { insertAt, type TextEdit } from './markdown-actions';
import { MarkdownToolbar } from './markdown-toolbar';
import { useInlineUploads } from './use-inline-uploads';

interface MarkdownEditorProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label?: string;
}

const imageFiles = (list: FileList | null | undefined) =>
  Array.from(list ?? []).filter((file) => file.type.startsWith('image/'));

export const MarkdownEditor = memo(function MarkdownEditor({
  value,
  onChange,
  error,
  label = 'Content',
}: MarkdownEditorProps) {
  const id = useId();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const picker = useRef<HTMLInputElement | null>(null);
  // Uploads finish later: they must edit the text as it is then, not as it was when they began.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  const getValue = useCallback(() => latest.current, []);
  const setValue = useCallback(
    (next: string) => {
      latest.current = next;
      onChange(next);
    },
    [onChange],
  );
  const { uploads, start, cancel } = useInlineUploads({ getValue, setValue });

  const apply = (edit: TextEdit) => {
    setValue(edit.value);
    // Restore the caret after React has written the new value.
    requestAnimationFrame(() => {
      const node = textarea.current;
      if (!node) return;
      node.focus();
      node.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  };

  const selection = () => {
    const node = textarea.current;
    const end = node?.selectionEnd ?? latest.current.length;
    return { start: node?.selectionStart ?? end, end };
  };

  const uploadAtCaret = (files: File[]) => {
    if (files.length === 0) return;
    const { start: from, end } = selection();
    const placeholders = files.map((file) => start(file));
    const before = from > 0 && latest.current[from - 1] !== '\n' ? '\n' : '';
    apply(insertAt(latest.current, from, end, `${before}${placeholders.join('\n')}\n`));
  };

  const onPaste = (event: ClipboardEvent<HTMLElement>) => {
    const files = imageFiles(event.clipboardData?.files);
    if (files.length === 0) return;
    event.preventDefault();
    uploadAtCaret(files);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    const files = imageFiles(event.dataTransfer?.files);
    if (files.length === 0) return;
    event.preventDefault();
    uploadAtCaret(files);
  };

  const helperId = `${id}-helper`;
  const writer = (
    <Box>
      <MarkdownToolbar
        onAction={(run) => {
          const { start: from, end } = selection();
          apply(run(latest.current, from, end));
        }}
        onPickImage={() => picker.current?.click()}
      />
      <input
        ref={picker}
        type="file"
        accept="image/*"
        multiple
        hidden
        data-testid="editor-image-input"
        onChange={(event) => {
          uploadAtCaret(imageFiles(event.target.files));
          event.target.value = '';
        }}
      />
      <OutlinedInput
        id={id}
        inputRef={textarea}
        multiline
        minRows={18}
        // Long articles scroll inside the editor instead of stretching the page.
        maxRows={wide ? 32 : 24}
        fullWidth
        value={value}
        error={!!error}
        onChange={(event) => setValue(event.target.value)}
        onPaste={onPaste}
        onDrop={onDrop}
        onDragOver={(event) => {
          if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
        }}
        placeholder="Write in Markdown. Paste or drop images to upload them."
        inputProps={{ 'aria-describedby': helperId, 'aria-invalid': !!error, spellCheck: true }}
        sx={{
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 14,
          lineHeight: 1.6,
          alignItems: 'flex-start',
        }}
      />
    </Box>
  );

  const preview = (
    <Paper
      variant="outlined"
      aria-label="Preview"
      role="region"
      // `position: relative` makes the scroll box the containing block of the rendered Markdown's
      // absolutely positioned bits (its visually hidden status line): otherwise they escape the
      // clip and stretch the page by the full length of the article.
      sx={{
        position: 'relative',
        p: 2,
        minHeight: 200,
        overflow: 'auto',
        maxHeight: wide ? '70vh' : undefined,
      }}
    >
      {value.trim() ? (
        <LazyMarkdownView
          source={value}
          loading={<MarkdownSkeleton paragraphs={1} />}
          // The text area is outside this: writing goes on while the preview is away.
          unavailable={(retry) => (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={retry}>
                  Retry
                </Button>
              }
            >
              <strong>Preview unavailable.</strong> Your text is safe; keep writing.
            </Alert>
          )}
        />
      ) : (
        <Typography color="text.secondary">Nothing to preview yet.</Typography>
      )}
    </Paper>
  );

  return (
    <Box>
      <FieldLabel htmlFor={id} required error={!!error}>
        {label}
      </FieldLabel>
      {wide ? (
        // minmax(0, 1fr): a wide code block or table in the preview must not squeeze the writer.
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
            gap: 2,
            alignItems: 'start',
          }}
        >
          {writer}
          <Box sx={{ pt: 4.5 }}>{preview}</Box>
        </Box>
      ) : (
        <>
          <Tabs
            value={tab}
            onChange={(_event, next: 'write' | 'preview') => setTab(next)}
            aria-label="Editor mode"
          >
            <Tab value="write" label="Write" />
            <Tab value="preview" label="Preview" />
          </Tabs>
          {/* Keep the textarea mounted on the Preview tab: its caret and undo history survive. */}
          <Box hidden={tab !== 'write'}>{writer}</Box>
          {tab === 'preview' && preview}
        </>
      )}
      <FormHelperText id={helperId} error={!!error} sx={{ mx: 0 }}>
        {error || 'Tip: Ctrl/Cmd+S saves.'}
      </FormHelperText>
      {uploads.length > 0 && (
        <Stack spacing={1} sx={{ mt: 1 }} aria-live="polite">
          {uploads.map((upload) => (
            <Stack key={upload.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="caption" noWrap component="p">
                  Uploading {upload.name} ({Math.round(upload.progress * 100)}%)
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={upload.progress * 100}
                  aria-label={`Uploading ${upload.name}`}
                />
              </Box>
              <IconButton
                size="small"
                aria-label={`Cancel upload of ${upload.name}`}
                onClick={() => cancel(upload.id)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
});
