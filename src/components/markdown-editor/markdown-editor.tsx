/**
 * The Markdown editor: the writer (markdown-writer.ts) with a small toolbar and a live preview (side by side on wide
 * screens, the same height, the preview following the part being written; Write/Preview tabs on
 * narrow ones). Toolbar actions, pastes and uploads edit the text as typing does, so the keyboard
 * undoes and redoes them. Images pasted, dropped or picked are uploaded with the `upload` function
 * it is given (its owner's: the editor knows no store, feature or message) and their Markdown
 * lands where the caret was. In focus mode only the writer is left.
 */
import { useToastLane } from '@/components/toaster/toast-avoidance';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import type { StartUpload } from '@/api/upload';
import { LazyMarkdownView, MarkdownSkeleton } from '@/components/markdown/lazy-markdown-view';
import { visuallyHidden } from '@/lib/visually-hidden';
import { FieldLabel } from '@/components/console/field-label';
import { insertAt, type TextEdit } from './markdown-actions';
import { MarkdownToolbar } from './markdown-toolbar';
import { createWriter, type Writer, type WriterHandlers } from './markdown-writer';
import { useInlineUploads } from './use-inline-uploads';
import { useScrollSync } from './use-scroll-sync';

/** Writer and preview fill the screen below the title, and never shrink below a useful height. */
const PANE_HEIGHT = 'max(320px, calc(100dvh - 340px))';
const FOCUS_PANE_HEIGHT = 'max(320px, calc(100dvh - 170px))';

interface MarkdownEditorProps {
  value: string;
  /** The text as the preview shows it: `value` once the writer pauses (use-settled-text). */
  settledValue: string;
  onChange: (value: string) => void;
  error?: string;
  label?: string;
  /** Focus mode: the writer alone, in a calm reading measure. */
  focus?: boolean;
  /** Also receives the writing surface (the form moves focus into it). */
  inputRef?: RefObject<HTMLElement | null>;
  /** Receives the writer's flush: a long text waiting to be reported is reported at once. */
  flushRef?: RefObject<(() => void) | null>;
  /** Uploads an image pasted, dropped or picked; says its own messages. */
  upload: StartUpload;
}

const imageFiles = (list: FileList | null | undefined) =>
  Array.from(list ?? []).filter((file) => file.type.startsWith('image/'));

// The writer's frame is drawn like the console's other fields (MUI's outlined input): a thin border
// that darkens on hover, two pixels of the primary colour while writing, red on an error. The font
// is set on CodeMirror's scroller, more specific than its own base theme.
const writerStyle = (focus: boolean) => (theme: Theme) => ({
  height: '100%',
  borderRadius: `${theme.shape.borderRadius}px`,
  outline: '1px solid',
  outlineOffset: '-1px',
  outlineColor: focus
    ? 'transparent'
    : `rgba(${theme.vars?.palette.common.onBackgroundChannel} / 0.23)`,
  '&:hover': { outlineColor: focus ? undefined : theme.vars?.palette.text.primary },
  '&:focus-within': {
    outlineWidth: focus ? undefined : '2px',
    outlineOffset: '-2px',
    outlineColor: focus ? undefined : theme.vars?.palette.primary.main,
  },
  '&[data-error="true"]': { outlineColor: theme.vars?.palette.error.main },
  '& .cm-editor .cm-scroller': {
    fontFamily: focus ? 'inherit' : 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: focus ? 18 : 14,
    lineHeight: focus ? 1.75 : 1.6,
  },
  '& .cm-editor .cm-placeholder': { color: theme.vars?.palette.text.secondary },
});
const WRITER_STYLES = { plain: writerStyle(false), focus: writerStyle(true) };

export const MarkdownEditor = memo(function MarkdownEditor({
  value,
  settledValue: previewSource,
  onChange,
  error,
  label = 'Content',
  focus = false,
  inputRef,
  flushRef,
  upload,
}: MarkdownEditorProps) {
  const id = useId();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const writerHost = useRef<HTMLDivElement | null>(null);
  const writer = useRef<Writer | null>(null);
  // The text as last given or reported: a new `value` that differs came from outside (a draft
  // restored, a save's answer) and is written in; one that matches is what was just typed.
  const latest = useRef(value);
  const picker = useRef<HTMLInputElement | null>(null);
  const previewBox = useRef<HTMLDivElement | null>(null);
  const setValue = useCallback(
    (next: string) => {
      latest.current = next;
      onChange(next);
    },
    [onChange],
  );
  // An upload that ends while the owner types lands as an undoable edit, the caret kept where it
  // is; one that ends while they are elsewhere (the title, the details) does not pull focus back.
  const replace = useCallback(
    (search: string, replacement: string) => writer.current?.replace(search, replacement),
    [],
  );
  const { uploads, start, cancel, failed, dismiss } = useInlineUploads({ upload, replace });
  useScrollSync(writer, previewBox, wide && !focus);
  // Toasts keep to the preview's column: beside the docked details they would reach the writer.
  useToastLane(previewBox, wide && !focus);

  // Stable handlers, so that what does not show the text (toolbar, preview, label) is not rendered
  // again at each keystroke: on a 200 KB article every millisecond of a key counts.
  const apply = useCallback((edit: TextEdit) => {
    writer.current?.apply(edit.value, edit.selectionStart, edit.selectionEnd);
  }, []);

  const selection = useCallback(
    () =>
      writer.current?.selection() ?? { start: latest.current.length, end: latest.current.length },
    [],
  );
  const currentText = useCallback(() => writer.current?.text() ?? latest.current, []);

  const uploadAtCaret = useCallback(
    (files: File[]) => {
      if (files.length === 0) return;
      const { start: from, end } = selection();
      const placeholders = files.map((file) => start(file));
      const text = currentText();
      const before = from > 0 && text[from - 1] !== '\n' ? '\n' : '';
      apply(insertAt(text, from, end, `${before}${placeholders.join('\n')}\n`));
    },
    [apply, selection, start, currentText],
  );

  // Images pasted or dropped on the text are uploaded; anything else is the writer's own.
  const uploadImagesFrom = useCallback(
    (event: Event, list: FileList | null | undefined) => {
      const files = imageFiles(list);
      if (files.length === 0) return false;
      event.preventDefault();
      uploadAtCaret(files);
      return true;
    },
    [uploadAtCaret],
  );

  const helperId = `${id}-helper`;
  const labelId = `${id}-label`;
  const handlers = useRef<WriterHandlers>({ onText: setValue, onFiles: uploadImagesFrom });
  useEffect(() => {
    handlers.current = { onText: setValue, onFiles: uploadImagesFrom };
  }, [setValue, uploadImagesFrom]);
  const attributes = useMemo(
    () => ({
      'aria-labelledby': labelId,
      'aria-describedby': helperId,
      'aria-invalid': String(!!error),
      spellcheck: 'true',
      // Editable text is in the tab order anyway; said outright, checkers see that its scroller
      // can be reached from the keyboard.
      tabindex: '0',
    }),
    [labelId, helperId, error],
  );
  const firstAttributes = useRef(attributes);
  // One editor for the component's life: its caret, scroll and undo history survive the tabs,
  // focus mode and a window resized across lg.
  useLayoutEffect(() => {
    const created = createWriter({
      parent: writerHost.current as HTMLDivElement,
      text: latest.current,
      placeholderText: 'Write in Markdown. Paste or drop images to upload them.',
      attributes: firstAttributes.current,
      handlers,
    });
    writer.current = created;
    if (inputRef) inputRef.current = created.view.contentDOM;
    if (flushRef) flushRef.current = created.flush;
    return () => {
      created.destroy();
      writer.current = null;
      if (inputRef) inputRef.current = null;
      if (flushRef) flushRef.current = null;
    };
  }, [inputRef, flushRef]);
  useLayoutEffect(() => writer.current?.setAttributes(attributes), [attributes]);
  useLayoutEffect(() => {
    if (value === latest.current) return;
    latest.current = value;
    writer.current?.setText(value);
  }, [value]);

  const toolbar = useMemo(
    () => (
      <Box sx={{ display: focus ? 'none' : 'block' }}>
        <MarkdownToolbar
          onAction={(run) => {
            const { start: from, end } = selection();
            apply(run(currentText(), from, end));
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
      </Box>
    ),
    [focus, apply, selection, uploadAtCaret, currentText],
  );
  const writerBox = useMemo(
    () => (
      <Box sx={{ height: focus ? FOCUS_PANE_HEIGHT : PANE_HEIGHT }}>
        <Box
          ref={writerHost}
          data-error={!!error}
          sx={focus ? WRITER_STYLES.focus : WRITER_STYLES.plain}
        />
      </Box>
    ),
    [focus, error],
  );

  const hasText = /\S/.test(previewSource);
  const preview = useMemo(
    () => (
      <Paper
        variant="outlined"
        ref={previewBox}
        aria-label="Preview"
        role="region"
        // `position: relative` makes the scroll box the containing block of the rendered Markdown's
        // absolutely positioned bits (its visually hidden status line): otherwise they escape the
        // clip and stretch the page by the full length of the article.
        sx={{
          position: 'relative',
          p: 2,
          height: PANE_HEIGHT,
          overflow: 'auto',
        }}
      >
        {hasText ? (
          <LazyMarkdownView
            source={previewSource}
            sourceLines={wide}
            loading={<MarkdownSkeleton paragraphs={1} />}
            // The writer is outside this: writing goes on while the preview is away.
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
    ),
    [hasText, previewSource, wide],
  );

  // A label for an editable element, not a form control: a click on it focuses the writer here.
  const focusWriter = useCallback(() => writer.current?.view.focus(), []);
  const fieldLabel = useMemo(
    () => (
      <Box sx={focus ? visuallyHidden : undefined}>
        <FieldLabel id={labelId} onClick={focusWriter} required error={!!error}>
          {label}
        </FieldLabel>
      </Box>
    ),
    [focus, labelId, focusWriter, error, label],
  );
  // The writer keeps its place in the tree in every mode, side by side or under tabs, in focus
  // mode or not: its caret and undo history survive the tabs, focus mode and a window resized
  // across lg. Each layout fills the same slots of one box, with nothing where it has nothing.
  const writing = wide || focus || tab === 'write';
  // Memoised like the rest: MUI's Tabs measures itself at every render, a forced layout of the
  // whole text after each key on a narrow screen.
  const tabs = useMemo(
    () => (
      <Tabs
        value={tab}
        onChange={(_event, next: 'write' | 'preview') => setTab(next)}
        aria-label="Editor mode"
        sx={{ display: focus ? 'none' : 'flex' }}
      >
        <Tab value="write" label="Write" />
        <Tab value="preview" label="Preview" />
      </Tabs>
    ),
    [tab, focus],
  );
  return (
    <Box>
      <Box
        // minmax(0, 1fr): a wide code block or table in the preview must not squeeze the writer.
        sx={
          wide
            ? {
                display: 'grid',
                gridTemplateColumns: focus ? 'minmax(0, 1fr)' : 'minmax(0, 1fr) minmax(0, 1fr)',
                columnGap: 2,
                alignItems: 'end',
              }
            : undefined
        }
      >
        {wide ? (
          <Box sx={{ display: 'flex', alignItems: 'center', columnGap: 2, flexWrap: 'wrap' }}>
            {fieldLabel}
            {toolbar}
          </Box>
        ) : (
          fieldLabel
        )}
        {wide ? (
          <Typography
            variant="body2"
            color="text.secondary"
            aria-hidden
            sx={{ display: focus ? 'none' : 'block', pb: 1 }}
          >
            Preview
          </Typography>
        ) : (
          tabs
        )}
        {!wide && <Box hidden={!writing}>{toolbar}</Box>}
        <Box hidden={!writing}>{writerBox}</Box>
        {wide ? (
          <Box sx={{ display: focus ? 'none' : 'block', minWidth: 0 }}>{preview}</Box>
        ) : (
          tab === 'preview' && !focus && preview
        )}
      </Box>
      <FormHelperText
        id={helperId}
        error={!!error}
        sx={{ mx: 0, ...(focus && !error && visuallyHidden) }}
      >
        {error || 'Tip: Ctrl/Cmd+S saves; Ctrl/Cmd+Z undoes any edit, toolbar ones too.'}
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
                    aria-label={`Retry upload of ${upload.file.name}`}
                    onClick={() => {
                      dismiss(upload.id);
                      uploadAtCaret([upload.file]);
                    }}
                  >
                    Retry
                  </Button>
                  <IconButton
                    color="inherit"
                    size="small"
                    aria-label={`Dismiss: ${upload.file.name} not uploaded`}
                    onClick={() => dismiss(upload.id)}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </>
              }
            >
              {upload.file.name} could not be uploaded. {upload.reason}
            </Alert>
          ))}
        </Stack>
      )}
    </Box>
  );
});
