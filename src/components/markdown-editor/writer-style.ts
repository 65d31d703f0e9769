/** The editor's sizes and the writer's frame, kept apart from its behaviour. */
import type { Theme } from '@mui/material/styles';

/** Writer and preview fill the screen below the title, and never shrink below a useful height. */
export const PANE_HEIGHT = 'max(320px, calc(100dvh - 340px))';
export const FOCUS_PANE_HEIGHT = 'max(320px, calc(100dvh - 170px))';

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
export const WRITER_STYLES = { plain: writerStyle(false), focus: writerStyle(true) };
