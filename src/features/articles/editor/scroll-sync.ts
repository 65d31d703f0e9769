/**
 * Where the preview should scroll so it shows the part being written. The textarea's lines and the
 * preview's blocks (marked with their source line by the renderer) are measured in pixels; the
 * anchor is the caret's line while the caret is on screen, else the first line in view, and the
 * preview puts that line's block at the same height as the textarea shows the line.
 */

export interface Block {
  /** The source line the block starts on (0-based). */
  line: number;
  /** Its top in the preview's scrolled content, px. */
  top: number;
}

/** The preview's offset of a (fractional) source line, between the blocks around it. */
export function previewOffset(blocks: readonly Block[], line: number): number {
  let before: Block = { line: 0, top: 0 };
  for (const block of blocks) {
    if (block.line > line) {
      const span = block.line - before.line;
      const share = span > 0 ? (line - before.line) / span : 0;
      return before.top + share * (block.top - before.top);
    }
    if (block.top >= before.top) before = block;
  }
  return before.top;
}

/** The fractional source line at `y` px of the textarea's content, from each line's top. */
export function lineAt(lineTops: readonly number[], y: number, contentHeight: number): number {
  let low = 0;
  let high = lineTops.length - 1;
  if (high < 0) return 0;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (lineTops[middle] <= y) low = middle;
    else high = middle - 1;
  }
  const next = low + 1 < lineTops.length ? lineTops[low + 1] : contentHeight;
  const height = next - lineTops[low];
  return low + (height > 0 ? Math.min(1, Math.max(0, (y - lineTops[low]) / height)) : 0);
}

export interface SyncInput {
  /** Each source line's top in the textarea's content, px. */
  lineTops: readonly number[];
  textScrollTop: number;
  textViewHeight: number;
  textContentHeight: number;
  /** The caret's source line, or null when the textarea is not focused. */
  caretLine: number | null;
  blocks: readonly Block[];
  previewViewHeight: number;
  previewContentHeight: number;
}

/** The preview's scrollTop that keeps it in step with the textarea. */
export function syncedScrollTop(input: SyncInput): number {
  const maxPreview = Math.max(0, input.previewContentHeight - input.previewViewHeight);
  const maxText = Math.max(0, input.textContentHeight - input.textViewHeight);
  // The ends match the ends: at the top or the bottom of the text, the preview is there too.
  if (input.textScrollTop <= 0) return 0;
  if (input.textScrollTop >= maxText - 1) return maxPreview;
  const caretTop = input.caretLine === null ? undefined : input.lineTops[input.caretLine];
  const caretInView =
    caretTop !== undefined &&
    caretTop >= input.textScrollTop &&
    caretTop < input.textScrollTop + input.textViewHeight;
  const line = caretInView
    ? (input.caretLine as number)
    : lineAt(input.lineTops, input.textScrollTop, input.textContentHeight);
  const lineTop = caretInView ? (caretTop as number) : input.textScrollTop;
  const target = previewOffset(input.blocks, line) - (lineTop - input.textScrollTop);
  return Math.round(Math.min(maxPreview, Math.max(0, target)));
}
