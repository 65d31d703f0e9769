/**
 * Whether two words are within `max` edits (insert, delete, replace) of each other: the typo
 * tolerance of the search. One row of the table at a time, given up as soon as every cell of a
 * row is over the limit, so a far word costs a few steps.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const cell = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + cost);
      next.push(cell);
      if (cell < best) best = cell;
    }
    if (best > max) return false;
    row = next;
  }
  return row[b.length] <= max;
}
