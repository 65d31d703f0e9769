// The Markdown writer in tests: what it holds (it draws only the lines on screen, so its DOM is not
// the whole text), and a caret put where typing should go on (jsdom's user-event cannot move a
// caret with End in an editable element).
import { EditorView } from '@codemirror/view';

function viewOf(element: HTMLElement): EditorView {
  const view = EditorView.findFromDOM(element);
  if (!view) throw new Error('Not the Markdown writer');
  return view;
}

export const writerText = (element: HTMLElement) => viewOf(element).state.doc.toString();

export function caretAtEnd(element: HTMLElement) {
  const view = viewOf(element);
  view.dispatch({ selection: { anchor: view.state.doc.length } });
}
