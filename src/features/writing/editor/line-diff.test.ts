import { diffLines, hasChanges, markWords } from './line-diff';

describe('line diff', () => {
  it('pairs a changed line with its counterpart and keeps the lines both have', () => {
    expect(diffLines('a\nb\nc', 'a\nB\nc\nd')).toEqual([
      { kind: 'same', left: 'a', right: 'a' },
      { kind: 'changed', left: 'b', right: 'B' },
      { kind: 'same', left: 'c', right: 'c' },
      { kind: 'added', right: 'd' },
    ]);
    expect(diffLines('x\ny', 'y')).toEqual([
      { kind: 'removed', left: 'x' },
      { kind: 'same', left: 'y', right: 'y' },
    ]);
  });

  it('finds lines moved apart by an insertion in the middle', () => {
    const rows = diffLines('1\n2\n3\n4', '1\nnew\n2\n4');
    expect(rows.filter((row) => row.kind !== 'same')).toEqual([
      { kind: 'added', right: 'new' },
      { kind: 'removed', left: '3' },
    ]);
  });

  it('folds long unchanged stretches, keeping two lines around each change', () => {
    const lines = Array.from({ length: 20 }, (_, i) => `line ${i}`);
    const changed = [...lines];
    changed[10] = 'changed';
    const rows = diffLines(lines.join('\n'), changed.join('\n'));
    expect(rows[0]).toEqual({ kind: 'skipped', count: 8 });
    expect(rows.slice(1, 6).map((row) => row.kind)).toEqual([
      'same',
      'same',
      'changed',
      'same',
      'same',
    ]);
    expect(rows[6]).toEqual({ kind: 'skipped', count: 7 });
    expect(hasChanges(rows)).toBe(true);
    expect(hasChanges(diffLines('same\ntext', 'same\ntext'))).toBe(false);
  });

  it('shows a huge rewrite whole instead of comparing it line by line', () => {
    const left = Array.from({ length: 3000 }, (_, i) => `a${i}`).join('\n');
    const right = Array.from({ length: 3000 }, (_, i) => `b${i}`).join('\n');
    const rows = diffLines(left, right);
    expect(rows).toHaveLength(3000);
    expect(rows.every((row) => row.kind === 'changed')).toBe(true);
  });

  it('compares a long article whose first and last lines changed as two changed lines', () => {
    // Past the old limit of 4 million cells (2,100 × 2,100 lines): every line was shown changed.
    const lines = Array.from({ length: 2100 }, (_, i) => `Paragraph ${i} of a long article.`);
    const edited = [...lines];
    edited[0] = 'A new opening.';
    edited[2099] = 'A new ending.';
    const rows = diffLines(lines.join('\n'), edited.join('\n'));
    expect(rows.filter((row) => row.kind === 'changed')).toEqual([
      { kind: 'changed', left: lines[0], right: 'A new opening.' },
      { kind: 'changed', left: lines[2099], right: 'A new ending.' },
    ]);
    expect(rows.filter((row) => row.kind === 'added' || row.kind === 'removed')).toEqual([]);
  });
});

describe('word marks inside a changed line', () => {
  const marked = (parts: { text: string; changed: boolean }[]) =>
    parts.filter((part) => part.changed).map((part) => part.text);

  it('marks only the words that changed', () => {
    const { left, right } = markWords('The quick brown fox', 'The slow brown fox jumps');
    expect(marked(left)).toEqual(['quick']);
    expect(marked(right)).toEqual(['slow', ' jumps']);
    expect(left.map((part) => part.text).join('')).toBe('The quick brown fox');
    expect(right.map((part) => part.text).join('')).toBe('The slow brown fox jumps');
  });

  it('marks Chinese words, which have no spaces between them', () => {
    const title = markWords('前端性能优化笔记', '前端性能优化笔记（修订版）');
    expect(marked(title.left)).toEqual([]);
    expect(title.right).toEqual([
      { text: '前端性能优化笔记', changed: false },
      { text: '（修订版）', changed: true },
    ]);
    const word = markWords('我们先测量首屏时间，再优化。', '我们先测量交互时间，再优化。');
    expect(marked(word.left)).toEqual(['首屏']);
    expect(marked(word.right)).toEqual(['交互']);
  });
});
