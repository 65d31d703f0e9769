/**
 * Two versions of a text, line by line, for showing side by side (the editor's conflict and stale
 * draft comparisons), and the words that changed inside a changed line. Both are jsdiff's Myers
 * diff (linear in memory, quick when the versions differ little); a rewrite too large to compare
 * in a moment is shown whole: its lines as removed then added, a line's words as all changed.
 */
import { diffArrays, type ArrayChange } from 'diff';

export type DiffRow =
  | { kind: 'same'; left: string; right: string }
  | { kind: 'changed'; left: string; right: string }
  | { kind: 'removed'; left: string }
  | { kind: 'added'; right: string }
  /** Unchanged lines left out of the view. */
  | { kind: 'skipped'; count: number };

/** A run of a changed line's text, and whether it is what changed. */
export interface WordPart {
  text: string;
  changed: boolean;
}

/**
 * Lines added and removed beyond which a text is not compared line by line: giving up costs about
 * 170 ms on a busy two-core machine (3,000 lines against 3,000 others), finishing such a
 * comparison over a second.
 */
const MAX_LINE_EDITS = 1000;
/** Words added and removed beyond which a line is marked whole (it was rewritten). */
const MAX_WORD_EDITS = 100;
/** Unchanged lines kept around each change; longer unchanged runs fold. */
const CONTEXT = 2;

type Op = { kind: 'same' | 'removed' | 'added'; left?: string; right?: string };

function lineOps(a: string[], b: string[]): Op[] {
  const changes = diffArrays(a, b, { maxEditLength: MAX_LINE_EDITS });
  if (!changes) {
    return [
      ...a.map((left): Op => ({ kind: 'removed', left })),
      ...b.map((right): Op => ({ kind: 'added', right })),
    ];
  }
  return changes.flatMap(({ added, removed, value }) =>
    value.map((line): Op =>
      added
        ? { kind: 'added', right: line }
        : removed
          ? { kind: 'removed', left: line }
          : { kind: 'same', left: line, right: line },
    ),
  );
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
export const diffLines = (left: string, right: string): DiffRow[] =>
  fold(pairUp(lineOps(left.split('\n'), right.split('\n'))));

/** True when the rows hold a difference (not only unchanged or folded lines). */
export const hasChanges = (rows: DiffRow[]) =>
  rows.some((row) => row.kind !== 'same' && row.kind !== 'skipped');

// Words as Intl.Segmenter cuts them, in any language: Chinese has no spaces to split on.
const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
const wordsOf = (line: string) => Array.from(segmenter.segment(line), ({ segment }) => segment);

/** One side of a line's word changes, neighbouring runs of the same kind joined. */
function sideOf(changes: ArrayChange<string>[], other: 'added' | 'removed'): WordPart[] {
  const parts: WordPart[] = [];
  for (const change of changes) {
    if (change[other]) continue;
    const changed = change.added || change.removed;
    const text = change.value.join('');
    const last = parts.at(-1);
    if (last?.changed === changed) last.text += text;
    else parts.push({ text, changed });
  }
  return parts;
}

/** The two versions of a changed line cut into runs, the words only one side has marked. */
export function markWords(left: string, right: string): { left: WordPart[]; right: WordPart[] } {
  const changes = diffArrays(wordsOf(left), wordsOf(right), { maxEditLength: MAX_WORD_EDITS });
  if (!changes) {
    return { left: [{ text: left, changed: true }], right: [{ text: right, changed: true }] };
  }
  return { left: sideOf(changes, 'added'), right: sideOf(changes, 'removed') };
}
