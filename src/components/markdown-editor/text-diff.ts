/**
 * A change between two whole texts as one replacement, and where a caret goes through it: the
 * writer (markdown-writer.ts) turns a toolbar action or a text from outside into the smallest edit,
 * so the undo history holds just that and the caret stays by its text.
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
