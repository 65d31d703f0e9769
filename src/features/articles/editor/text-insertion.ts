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

/** How much text beside a caret inside a replaced span is looked for in the new text. */
const AROUND = [32, 8];

/**
 * Where `position` of `before` is in `after`, `change` being the one replacement between them:
 * outside the replaced span it moves with it; inside (a text trimmed at both ends replaces all of
 * it) it follows the text beside it, when that text is in the new one exactly once.
 */
export function mapPosition(before: string, after: string, change: TextChange, position: number) {
  if (position > change.start && position < change.end) {
    // The text on both sides, else on one (the other may hold what changed); nearer if need be.
    for (const size of AROUND) {
      const left = before.slice(Math.max(change.start, position - size), position);
      const right = before.slice(position, Math.min(change.end, position + size));
      for (const [text, offset] of [
        [left + right, left.length],
        [left, left.length],
        [right, 0],
      ] as const) {
        const at = text === '' ? -1 : after.indexOf(text);
        if (at >= 0 && after.indexOf(text, at + 1) < 0) return at + offset;
      }
    }
  }
  return shiftPosition(position, change);
}

/**
 * Writes a text that changed outside the text area (a save whose answer differs, a draft restored)
 * into it as the smallest replacement: undoable where the owner is typing, and everywhere with the
 * caret, the selection and the scroll kept by the text around them. Setting the whole value would
 * put the caret at the end and, in Chromium, drop the undo history.
 */
export function writeIn(node: HTMLTextAreaElement, value: string): void {
  const before = node.value;
  const change = diffText(before, value);
  const { selectionStart, selectionEnd, scrollTop } = node;
  if (!insertAsTyping(node, change)) {
    node.value = value;
    node.scrollTop = scrollTop;
  }
  node.setSelectionRange(
    mapPosition(before, value, change, selectionStart),
    mapPosition(before, value, change, selectionEnd),
  );
}
