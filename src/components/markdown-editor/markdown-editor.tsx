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
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { StartUpload } from '@/api/upload';
import { useT } from '@/i18n/use-t';
import { visuallyHidden } from '@/lib/visually-hidden';
import { FieldLabel } from '@/components/console/field-label';
import { insertAt, type TextEdit } from './markdown-actions';
import { MarkdownToolbar } from './markdown-toolbar';
import type { Writer, WriterHandlers } from './markdown-writer';
import { InlineUploadStatus } from './inline-upload-status';
import { MarkdownPreview } from './markdown-preview';
import { useInlineUploads, type FailedInlineUpload } from './use-inline-uploads';
import { FOCUS_PANE_HEIGHT, PANE_HEIGHT, WRITER_STYLES } from './writer-style';
import { useScrollSync } from './use-scroll-sync';
import { useWriterMount } from './use-writer-mount';

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

export const MarkdownEditor = memo(function MarkdownEditor({
  value,
  settledValue: previewSource,
  onChange,
  error,
  label,
  focus = false,
  inputRef,
  flushRef,
  upload,
}: MarkdownEditorProps) {
  const t = useT();
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

  const retryUpload = useCallback(
    (failure: FailedInlineUpload) => {
      dismiss(failure.id);
      uploadAtCaret([failure.file]);
    },
    [dismiss, uploadAtCaret],
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
  useWriterMount({
    hostRef: writerHost,
    writerRef: writer,
    latestRef: latest,
    handlersRef: handlers,
    value,
    labelId,
    helperId,
    error,
    inputRef,
    flushRef,
  });

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

  const preview = useMemo(
    () => <MarkdownPreview ref={previewBox} source={previewSource} sourceLines={wide} />,
    [previewSource, wide],
  );

  // A label for an editable element, not a form control: a click on it focuses the writer here.
  const focusWriter = useCallback(() => writer.current?.view.focus(), []);
  const fieldLabel = useMemo(
    () => (
      <Box sx={focus ? visuallyHidden : undefined}>
        <FieldLabel id={labelId} onClick={focusWriter} required error={!!error}>
          {label ?? t('console.writer.content')}
        </FieldLabel>
      </Box>
    ),
    [focus, labelId, focusWriter, error, label, t],
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
        aria-label={t('console.writer.mode')}
        sx={{ display: focus ? 'none' : 'flex' }}
      >
        <Tab value="write" label={t('console.writer.write')} />
        <Tab value="preview" label={t('console.writer.preview')} />
      </Tabs>
    ),
    [tab, focus, t],
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
            {t('console.writer.preview')}
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
        {error || t('console.writer.tip')}
      </FormHelperText>
      <InlineUploadStatus
        uploads={uploads}
        failed={failed}
        onCancel={cancel}
        onDismiss={dismiss}
        onRetry={retryUpload}
      />
    </Box>
  );
});
