import { previewOffset, syncedScrollTop, type SyncInput } from './scroll-sync';

// Ten source lines of 20 px each in the writer; blocks at lines 0, 4 and 8 of the preview.
const lineAt = (y: number) => y / 20;
const caretOn = (line: number) => ({ line, top: line * 20 });
const blocks = [
  { line: 0, top: 0 },
  { line: 4, top: 400 },
  { line: 8, top: 1000 },
];
const base: SyncInput = {
  lineAt,
  textScrollTop: 40,
  textViewHeight: 100,
  textContentHeight: 200,
  caret: null,
  blocksAround: () => blocks,
  previewViewHeight: 300,
  previewContentHeight: 1600,
};

describe('scroll sync', () => {
  it('places a line between the blocks around it', () => {
    expect(previewOffset(blocks, 4)).toBe(400);
    expect(previewOffset(blocks, 6)).toBe(700);
    expect(previewOffset(blocks, 9)).toBe(1000);
  });

  it('shows the block of the first line in view when the caret is elsewhere', () => {
    // Line 2 is at the top of the text: halfway to the block of line 4.
    expect(syncedScrollTop(base)).toBe(200);
  });

  it('keeps the block of the caret line at the height the text shows the caret', () => {
    // Line 6 is 80 px into the text's view (120 - 40): its block (700) goes 80 px into the preview's.
    expect(syncedScrollTop({ ...base, caret: caretOn(6) })).toBe(620);
    // A caret scrolled out of view does not hold the preview.
    expect(syncedScrollTop({ ...base, caret: caretOn(9), textScrollTop: 20 })).toBe(100);
  });

  it('shows the whole block of the caret line when it fits, also on the last line in view', () => {
    // A heading on line 8 (preview 1000 to 1090) written on the text's last line in view (80 px
    // into it): level with it, the preview would end at 1040 and cut the heading.
    const heading = [...blocks, { line: 9, top: 1090 }];
    const input = {
      ...base,
      blocksAround: () => heading,
      previewViewHeight: 120,
      textContentHeight: 400,
    };
    expect(syncedScrollTop({ ...input, textScrollTop: 80, caret: caretOn(8) })).toBe(970);
    // Higher in the text's view (20 px into it), level with the writer already shows it whole.
    expect(syncedScrollTop({ ...input, textScrollTop: 140, caret: caretOn(8) })).toBe(980);
  });

  it('matches the ends: top to top, bottom to bottom', () => {
    expect(syncedScrollTop({ ...base, textScrollTop: 0, caret: caretOn(6) })).toBe(0);
    expect(syncedScrollTop({ ...base, textScrollTop: 100 })).toBe(1300);
  });
});
