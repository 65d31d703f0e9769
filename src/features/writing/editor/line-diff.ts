/**
 * Two versions of a text, line by line, for showing side by side (the editor's conflict and stale
 * draft comparisons). A longest common subsequence over the lines that differ: the common head
 * and tail are taken off first, so a few changed paragraphs in a long article cost little; a middle
 * too large to compare in a moment is shown as removed then added, whole.
 */

export type DiffRow =
  | { kind: 'same'; left: string; right: string }
  | { kind: 'changed'; left: string; right: string }
  | { kind: 'removed'; left: string }
  | { kind: 'added'; right: string }
  /** Unchanged lines left out of the view. */
  | { kind: 'skipped'; count: number };

/** Above this many cells (lines × lines) the middle is not compared line by line. */
const MAX_CELLS = 4_000_000;
/** Unchanged lines kept around each change; longer unchanged runs fold. */
const CONTEXT = 2;

type Op = { kind: 'same' | 'removed' | 'added'; left?: string; right?: string };

function middleOps(a: string[], b: string[]): Op[] {
  const n = a.length;
  const m = b.length;
  if (n * m > MAX_CELLS) {
    return [
      ...a.map((left): Op => ({ kind: 'removed', left })),
      ...b.map((right): Op => ({ kind: 'added', right })),
    ];
  }
  // lengths[i][j]: the longest common run of a[i..] and b[j..], row-major in one typed array.
  const width = m + 1;
  const lengths = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      lengths[i * width + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
    }
  }
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      ops.push({ kind: 'same', left: a[i], right: b[j] });
      i += 1;
      j += 1;
    } else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) {
      ops.push({ kind: 'removed', left: a[i] });
      i += 1;
    } else {
      ops.push({ kind: 'added', right: b[j] });
      j += 1;
    }
  }
  for (; i < n; i += 1) ops.push({ kind: 'removed', left: a[i] });
  for (; j < m; j += 1) ops.push({ kind: 'added', right: b[j] });
  return ops;
}

/** Removed lines followed by added ones face each other as changed lines. */
function pairUp(ops: Op[]): DiffRow[] {
  const rows: DiffRow[] = [];
  let k = 0;
  while (k < ops.length) {
    if (ops[k].kind === 'same') {
      rows.push({ kind: 'same', left: ops[k].left ?? '', right: ops[k].right ?? '' });
      k += 1;
      continue;
    }
    const removed: string[] = [];
    const added: string[] = [];
    while (k < ops.length && ops[k].kind !== 'same') {
      if (ops[k].kind === 'removed') removed.push(ops[k].left ?? '');
      else added.push(ops[k].right ?? '');
      k += 1;
    }
    const paired = Math.min(removed.length, added.length);
    for (let p = 0; p < paired; p += 1) {
      rows.push({ kind: 'changed', left: removed[p], right: added[p] });
    }
    removed.slice(paired).forEach((left) => rows.push({ kind: 'removed', left }));
    added.slice(paired).forEach((right) => rows.push({ kind: 'added', right }));
  }
  return rows;
}

/** Folds unchanged runs longer than the context around them into one `skipped` row. */
function fold(rows: DiffRow[]): DiffRow[] {
  const near = rows.map(() => false);
  rows.forEach((row, index) => {
    if (row.kind === 'same') return;
    for (let d = -CONTEXT; d <= CONTEXT; d += 1) {
      if (index + d >= 0 && index + d < rows.length) near[index + d] = true;
    }
  });
  const folded: DiffRow[] = [];
  let skipped = 0;
  rows.forEach((row, index) => {
    if (row.kind === 'same' && !near[index]) {
      skipped += 1;
      return;
    }
    if (skipped > 0) folded.push({ kind: 'skipped', count: skipped });
    skipped = 0;
    folded.push(row);
  });
  if (skipped > 0) folded.push({ kind: 'skipped', count: skipped });
  return folded;
}

/** `left` and `right` line by line, unchanged stretches folded. Identical texts give no change rows. */
export function diffLines(left: string, right: string): DiffRow[] {
  const a = left.split('\n');
  const b = right.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail += 1;
  const same = (line: string): Op => ({ kind: 'same', left: line, right: line });
  const ops = [
    ...a.slice(0, head).map(same),
    ...middleOps(a.slice(head, a.length - tail), b.slice(head, b.length - tail)),
    ...a.slice(a.length - tail).map(same),
  ];
  return fold(pairUp(ops));
}

/** True when the rows hold a difference (not only unchanged or folded lines). */
export const hasChanges = (rows: DiffRow[]) =>
  rows.some((row) => row.kind !== 'same' && row.kind !== 'skipped');
