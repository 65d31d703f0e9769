/**
 * Where the preview should scroll so it shows the part being written. The writer's lines and the
 * preview's blocks (marked with their source line by the renderer) are measured in pixels; the
 * anchor is the caret's line while the caret is on screen, else the first line in view, and the
 * preview puts that line's block at the same height as the writer shows the line.
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

export interface SyncInput {
  /** The fractional source line at a height of the writer's scrolled content, px. */
  lineAt: (y: number) => number;
  textScrollTop: number;
  textViewHeight: number;
  textContentHeight: number;
  /** The caret's source line and that line's top in the content, or null when not writing. */
  caret: { line: number; top: number } | null;
  /** The preview's blocks around a source line (a long preview is not measured whole). */
  blocksAround: (line: number) => readonly Block[];
  previewViewHeight: number;
  previewContentHeight: number;
}

/** The preview's scrollTop that keeps it in step with the writer. */
export function syncedScrollTop(input: SyncInput): number {
  const maxPreview = Math.max(0, input.previewContentHeight - input.previewViewHeight);
  const maxText = Math.max(0, input.textContentHeight - input.textViewHeight);
  // The ends match the ends: at the top or the bottom of the text, the preview is there too.
  if (input.textScrollTop <= 0) return 0;
  if (input.textScrollTop >= maxText - 1) return maxPreview;
  const { caret } = input;
  const caretInView =
    caret !== null &&
    caret.top >= input.textScrollTop &&
    caret.top < input.textScrollTop + input.textViewHeight;
  const line = caretInView ? caret.line : input.lineAt(input.textScrollTop);
  const lineTop = caretInView ? caret.top : input.textScrollTop;
  const blocks = input.blocksAround(line);
  const level = previewOffset(blocks, line) - (lineTop - input.textScrollTop);
  const target = caretInView
    ? showingWholeBlock(blocks, line, level, input.previewViewHeight)
    : level;
  return Math.round(Math.min(maxPreview, Math.max(0, target)));
}

/**
 * The scrollTop nearest `target` that shows the whole preview block of the caret's line, when the
 * block fits in the preview. Level with the writer alone, a block written on the writer's last
 * line in view would be cut at the preview's bottom edge (a heading's larger type reaches lower
 * there than its line does in the writer), and the part being written would be out of sight.
 */
function showingWholeBlock(
  blocks: readonly Block[],
  line: number,
  target: number,
  viewHeight: number,
): number {
  const start = blocks.findLast((block) => block.line <= line);
  const end = blocks.find((block) => block.line > line);
  if (!start || !end || end.top - start.top > viewHeight) return target;
  return Math.min(start.top, Math.max(target, end.top - viewHeight));
}
