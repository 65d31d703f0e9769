/**
 * Edits the Markdown textarea the way typing does, so Ctrl/Cmd+Z, Ctrl+Y and Ctrl/Cmd+Shift+Z undo
 * and redo toolbar actions, pastes and upload insertions like any keystroke. The browser's own
 * `insertText` command records the edit in the textarea's native undo stack; setting `value` from
 * script would not (and Chromium then drops the whole stack). execCommand is deprecated, but it is
 * still the only way into that stack; where it is missing (jsdom) the caller sets the value itself.
 */

export interface TextChange {
  /** The range of the old text that is replaced. */
  start: number;
  end: number;
  /** What takes its place. */
  text: string;
}

/** The smallest single replacement that turns `before` into `after`. */
export function diffText(before: string, after: string): TextChange {
  let start = 0;
  const shortest = Math.min(before.length, after.length);
  while (start < shortest && before[start] === after[start]) start += 1;
  let tail = 0;
  while (
    tail < shortest - start &&
    before[before.length - 1 - tail] === after[after.length - 1 - tail]
  )
    tail += 1;
  return { start, end: before.length - tail, text: after.slice(start, after.length - tail) };
}

/**
 * Replaces `start..end` of the focused textarea through the browser's editing commands. Returns
 * false, changing nothing, when the browser cannot (no execCommand, or the textarea is not the
 * focused element: an edit must never pull focus away from where the owner is typing).
 */
export function insertAsTyping(node: HTMLTextAreaElement, change: TextChange): boolean {
  if (typeof document.execCommand !== 'function' || document.activeElement !== node) return false;
  node.setSelectionRange(change.start, change.end);
  try {
    // An empty insertText does nothing in some browsers: a removal is a delete.
    return change.text === ''
      ? change.start === change.end || document.execCommand('delete', false)
      : document.execCommand('insertText', false, change.text);
  } catch {
    return false;
  }
}

/** Where a caret position lands after `change` (positions after the change move with it). */
export function shiftPosition(position: number, change: TextChange): number {
  if (position <= change.start) return position;
  if (position >= change.end) return position + change.text.length - (change.end - change.start);
  return change.start + change.text.length;
}
