import { diffLines, hasChanges } from './line-diff';

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
});
