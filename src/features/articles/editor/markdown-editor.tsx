/**
 * The Markdown editor: a textarea with a small toolbar and a live preview (side by side on wide
 * screens, the same height, the preview following the part being written; Write/Preview tabs on
 * narrow ones). Toolbar actions, pastes and uploads edit the text as typing does, so the keyboard
 * undoes and redoes them. Images pasted, dropped or picked are uploaded and their Markdown lands
 * where the caret was. In focus mode only the text area is left.
 */
import {
  memo,
  useCallback,
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
import { visuallyHidden } from '@/lib/visually-hidden';
import { FieldLabel } from './field-label';
import { insertAt, type TextEdit } from './markdown-actions';
import { MarkdownToolbar } from './markdown-toolbar';
import { diffText, insertAsTyping, shiftPosition, writeIn } from './text-insertion';
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
  /** Focus mode: the text area alone, in a calm reading measure. */
  focus?: boolean;
  /** Also receives the text area (the form moves focus into it). */
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}

const imageFiles = (list: FileList | null | undefined) =>
  Array.from(list ?? []).filter((file) => file.type.startsWith('image/'));

// The text's font is set on the text area itself: on the input's root it lost to the theme's
// wide-screen body size (a media query in the input's own styles), and the writer showed 17 px text.
const writerStyle = (focus: boolean) => ({
  height: '100%',
  alignItems: 'stretch',
  '& textarea': {
    height: '100% !important',
    overflow: 'auto !important',
    fontFamily: focus ? 'inherit' : 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: focus ? 18 : 14,
    lineHeight: focus ? 1.75 : 1.6,
  },
  ...(focus && { '& fieldset': { border: 'none' } }),
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
}: MarkdownEditorProps) {
  const id = useId();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  // Uploads finish later: they must edit the text as it is then, not as it was when they began.
  const latest = useRef(value);
  // The text area is uncontrolled: what the owner types is already in it, and React writing a
  // controlled value back at each key also rewrote the element's default value (its text node),
  // a copy of the whole text: on 200 KB that was most of a keystroke's script. The text area gets
  // the text here when it mounts; a change from outside (a draft restored, a replaced upload, an
  // edit the browser could not make as typing) is written in below.
  const setTextarea = useCallback(
    (node: HTMLTextAreaElement | null) => {
      textarea.current = node;
      if (node && node.value !== latest.current) node.value = latest.current;
      if (inputRef) inputRef.current = node;
    },
    [inputRef],
  );
  useLayoutEffect(() => {
    latest.current = value;
    const node = textarea.current;
    if (node && node.value !== value) writeIn(node, value);
  }, [value]);
  const picker = useRef<HTMLInputElement | null>(null);
  const previewBox = useRef<HTMLDivElement | null>(null);
  const setValue = useCallback(
    (next: string) => {
      latest.current = next;
      onChange(next);
    },
    [onChange],
  );
  // An upload that ends while the owner types here lands as an undoable edit with the caret kept;
  // one that ends while they are elsewhere (the title, the details) must not pull focus back.
  const replace = useCallback(
    (search: string, replacement: string) => {
      const current = latest.current;
      const at = current.indexOf(search);
      if (at < 0) return;
      const change = { start: at, end: at + search.length, text: replacement };
      const node = textarea.current;
      if (node) {
        const { selectionStart, selectionEnd } = node;
        if (insertAsTyping(node, change)) {
          node.setSelectionRange(
            shiftPosition(selectionStart, change),
            shiftPosition(selectionEnd, change),
          );
          return;
        }
      }
      setValue(current.slice(0, change.start) + replacement + current.slice(change.end));
    },
    [setValue],
  );
  const { uploads, start, cancel } = useInlineUploads({ replace });
  useScrollSync(textarea, previewBox, wide && !focus);

  // Stable handlers, so that what does not show the text (toolbar, preview, label) is not rendered
  // again at each keystroke: on a 200 KB article every millisecond of a key counts.
  const apply = useCallback(
    (edit: TextEdit) => {
      const node = textarea.current;
      // The owner asked for this edit in the editor: it goes into the text area's undo history.
      node?.focus({ preventScroll: true });
      if (node && insertAsTyping(node, diffText(latest.current, edit.value))) {
        node.setSelectionRange(edit.selectionStart, edit.selectionEnd);
        return;
      }
      setValue(edit.value);
      // Restore the caret once the new value has been written in (the layout effect above).
      requestAnimationFrame(() => {
        const node = textarea.current;
        if (!node) return;
        node.focus();
        node.setSelectionRange(edit.selectionStart, edit.selectionEnd);
      });
    },
    [setValue],
  );

  const selection = useCallback(() => {
    const node = textarea.current;
    const end = node?.selectionEnd ?? latest.current.length;
    return { start: node?.selectionStart ?? end, end };
  }, []);

  const uploadAtCaret = useCallback(
    (files: File[]) => {
      if (files.length === 0) return;
      const { start: from, end } = selection();
      const placeholders = files.map((file) => start(file));
      const before = from > 0 && latest.current[from - 1] !== '\n' ? '\n' : '';
      apply(insertAt(latest.current, from, end, `${before}${placeholders.join('\n')}\n`));
    },
    [apply, selection, start],
  );

  // Images pasted or dropped on the text are uploaded; anything else is the text area's own.
  const uploadImagesFrom = useCallback(
    (event: { preventDefault: () => void }, list: FileList | null | undefined) => {
      const files = imageFiles(list);
      if (files.length === 0) return;
      event.preventDefault();
      uploadAtCaret(files);
    },
    [uploadAtCaret],
  );

  const helperId = `${id}-helper`;
  const toolbar = useMemo(
    () => (
      <Box sx={{ display: focus ? 'none' : 'block' }}>
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
      </Box>
    ),
    [focus, apply, selection, uploadAtCaret],
  );
  const writer = useMemo(
    () => (
      <Box sx={{ height: focus ? FOCUS_PANE_HEIGHT : PANE_HEIGHT }}>
        <OutlinedInput
          id={id}
          inputRef={setTextarea}
          multiline
          // A plain textarea of fixed height (set below) rather than growing rows: long articles
          // scroll inside the editor, level with the preview beside it. (MUI's autosizing one
          // measured a hidden copy of the whole text at every keystroke: 170 ms on 200 KB.)
          inputComponent="textarea"
          fullWidth
          error={!!error}
          onChange={(event) => setValue(event.target.value)}
          onPaste={(event) => uploadImagesFrom(event, event.clipboardData?.files)}
          onDrop={(event) => uploadImagesFrom(event, event.dataTransfer?.files)}
          onDragOver={(event) => {
            if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
          }}
          placeholder="Write in Markdown. Paste or drop images to upload them."
          inputProps={{
            'aria-describedby': helperId,
            'aria-invalid': !!error,
            spellCheck: true,
            rows: 1,
            type: undefined,
          }}
          sx={focus ? WRITER_STYLES.focus : WRITER_STYLES.plain}
        />
      </Box>
    ),
    [focus, id, setTextarea, error, setValue, uploadImagesFrom, helperId],
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
    ),
    [hasText, previewSource, wide],
  );

  const fieldLabel = useMemo(
    () => (
      <Box sx={focus ? visuallyHidden : undefined}>
        <FieldLabel htmlFor={id} required error={!!error}>
          {label}
        </FieldLabel>
      </Box>
    ),
    [focus, id, error, label],
  );
  // The text area keeps its place in the tree in every mode, side by side or under tabs, in focus
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
        <Box hidden={!writing}>{writer}</Box>
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
    </Box>
  );
});
