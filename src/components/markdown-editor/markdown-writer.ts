/**
 * The surface the owner writes Markdown on: CodeMirror's editor view, plain (no highlighting, no
 * line numbers), wrapping lines like the text area it replaced.
 *
 * Why not a text area: the browser lays out and paints a text area's whole text at every key. On a
 * 200 KB article a bare <textarea>, with no script at all, took 18-23 ms from key to paint in
 * Chromium on a two-core machine (median), over the 16 ms a frame has; CodeMirror lays out only the
 * lines on screen and took 6 ms there. Its history also gives every edit (typing, toolbar, uploads,
 * a draft restored) one undo stack, where the text area needed the deprecated execCommand.
 */
import { defaultKeymap, history, historyKeymap, redo } from '@codemirror/commands';
import { Annotation, Compartment, EditorSelection } from '@codemirror/state';
import { EditorView, keymap, placeholder } from '@codemirror/view';
import { flushSync } from 'react-dom';
import { LONG_ARTICLE_CHARS } from '@/components/markdown/constants';
import { PAUSE_MS } from './use-settled-text';
import { adoptEditorStyles } from './adopt-editor-styles';
import { diffText, mapPosition, type TextChange } from './text-diff';

/** Marks a text written in from outside (a draft restored): it is not reported back as typed. */
const fromOutside = Annotation.define<boolean>();

export interface WriterHandlers {
  /** The whole text, after each change the owner or an edit made. */
  onText: (text: string) => void;
  /** Files pasted or dropped: true when they were taken (the editor then does nothing more). */
  onFiles: (event: Event, files: FileList | null | undefined) => boolean;
}

export interface Writer {
  view: EditorView;
  text: () => string;
  /** The selection, as offsets in the text. */
  selection: () => { start: number; end: number };
  /** A text that changed outside: written in as the smallest change, caret kept by its text. */
  setText: (value: string) => void;
  /** Reports a text still waiting to be reported, the form rendered with it on return. */
  flush: () => void;
  /** An edit the owner asked for here (the toolbar): undoable, with its selection, focused. */
  apply: (value: string, selectionStart: number, selectionEnd: number) => void;
  /** Replaces the first `search` (an upload's placeholder); the caret and focus stay as they are. */
  replace: (search: string, replacement: string) => void;
  setAttributes: (attributes: Record<string, string>) => void;
  /** The text shown while the writer is empty (in the language of the moment). */
  setPlaceholder: (text: string) => void;
  destroy: () => void;
}

const look = EditorView.theme({
  '&': { height: '100%' },
  // The field's border shows focus, as the other fields' do.
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { overflow: 'auto' },
  '.cm-content': { padding: '16.5px 0' },
  '.cm-line': { padding: '0 14px' },
});

const asChange = ({ start, end, text }: TextChange) => ({ from: start, to: end, insert: text });

export function createWriter(options: {
  parent: HTMLElement;
  text: string;
  placeholderText: string;
  attributes: Record<string, string>;
  /** Read at each event, so the caller can swap them without rebuilding the editor. */
  handlers: { readonly current: WriterHandlers };
}): Writer {
  const { handlers } = options;
  adoptEditorStyles();
  const attributes = new Compartment();
  const hint = new Compartment();
  /** A long text's report, waiting for the writer to pause (see `report`). */
  let waiting = 0;
  const reportNow = () => {
    clearTimeout(waiting);
    waiting = 0;
    handlers.current.onText(view.state.doc.toString());
  };
  const reportWaiting = () => {
    if (waiting) reportNow();
  };
  // A short text is reported at each change, and so is a change made while the owner is elsewhere
  // (an upload landing). A long text being written is reported once the writer pauses, as its
  // preview and word count are (use-settled-text): copying 200 KB and rendering the form again at
  // each key took 4-5 ms of the key's 16, and the copies' garbage brought 20 ms collections in the
  // middle of typing. (Reporting it every second while typing on made the preview render the whole
  // article each second instead: keys of 250-400 ms.) What needs the text at once (a save, leaving
  // the page, the page closing) calls `flush`; leaving the writer reports it too.
  const report = (length: number) => {
    clearTimeout(waiting);
    if (length < LONG_ARTICLE_CHARS || !view.hasFocus) reportNow();
    else waiting = window.setTimeout(reportNow, PAUSE_MS);
  };
  /** Reports a waiting text now, the form rendered with it before this returns. */
  const flush = () => {
    if (waiting) flushSync(reportWaiting);
  };
  window.addEventListener('pagehide', flush);
  const view = new EditorView({
    parent: options.parent,
    doc: options.text,
    extensions: [
      history(),
      // Tab is left to the page: it moves focus on, as from any other field. Ctrl+Shift+Z redoes
      // everywhere, as it did in the text area (CodeMirror leaves it out on Windows).
      // Escape is left to the page too (it leaves focus mode, with or without a selection).
      keymap.of([
        ...defaultKeymap.filter((binding) => binding.key !== 'Escape'),
        ...historyKeymap,
        { key: 'Mod-Shift-z', run: redo, preventDefault: true },
      ]),
      EditorView.lineWrapping,
      hint.of(placeholder(options.placeholderText)),
      attributes.of(EditorView.contentAttributes.of(options.attributes)),
      look,
      EditorView.updateListener.of((update) => {
        if (update.docChanged && !update.transactions.every((tr) => tr.annotation(fromOutside)))
          report(update.state.doc.length);
      }),
      EditorView.domEventHandlers({
        paste: (event) => handlers.current.onFiles(event, event.clipboardData?.files),
        drop: (event) => handlers.current.onFiles(event, event.dataTransfer?.files),
        // What the owner does next elsewhere sees the text (not flushSync: the writer also loses
        // focus while React commits, to a dialog's autofocus).
        blur: () => {
          reportWaiting();
          return false;
        },
      }),
    ],
  });
  const text = () => view.state.doc.toString();
  return {
    view,
    text,
    selection: () => {
      const { from, to } = view.state.selection.main;
      return { start: from, end: to };
    },
    setText: (value) => {
      const before = text();
      if (before === value) return;
      const change = diffText(before, value);
      const { anchor, head } = view.state.selection.main;
      view.dispatch({
        changes: asChange(change),
        selection: EditorSelection.single(
          mapPosition(before, value, change, anchor),
          mapPosition(before, value, change, head),
        ),
        annotations: fromOutside.of(true),
      });
    },
    apply: (value, selectionStart, selectionEnd) => {
      view.dispatch({
        changes: asChange(diffText(text(), value)),
        selection: EditorSelection.single(selectionStart, selectionEnd),
        scrollIntoView: true,
        userEvent: 'input',
      });
      view.focus();
    },
    replace: (search, replacement) => {
      const at = text().indexOf(search);
      if (at < 0) return;
      view.dispatch({
        changes: { from: at, to: at + search.length, insert: replacement },
        userEvent: 'input',
      });
    },
    setAttributes: (next) =>
      view.dispatch({ effects: attributes.reconfigure(EditorView.contentAttributes.of(next)) }),
    setPlaceholder: (next) => view.dispatch({ effects: hint.reconfigure(placeholder(next)) }),
    flush,
    destroy: () => {
      window.removeEventListener('pagehide', flush);
      reportWaiting();
      view.destroy();
    },
  };
}
