/**
 * Where a query's words stand in a text, found by the rule the index searches with
 * (word-match.ts), so a snippet marks what made the article a result: a Latin word that a query
 * word begins, marked whole and only from its start ("the" marks "theory", never "Hypothesis"),
 * or that it misspells when the text has no word it begins; Chinese wherever the query's bigrams
 * stand, a run of them marked as one.
 */
import { isHanToken, tokenize } from './tokenize';
import { latinWordMatches } from './word-match';

export type Range = [start: number, end: number];

/** A word of any script but Han, as tokenize.ts cuts one: Latin words start after Han text too. */
const WORD = /(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;

/** Overlapping or touching ranges as one, in order. */
function joined(ranges: Range[]): Range[] {
  const sorted = ranges.sort(([a], [b]) => a - b);
  const out: Range[] = [];
  for (const [start, end] of sorted) {
    const last = out.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

export function matchRanges(text: string, query: string): Range[] {
  const words = [...new Set(tokenize(query))];
  const latin = words.filter((word) => !isHanToken(word));
  const found: Range[] = [];
  if (latin.length > 0) {
    const words = [...text.matchAll(WORD)].map(({ 0: word, index }) => ({
      term: word.normalize('NFKC').toLowerCase(),
      range: [index, index + word.length] as Range,
    }));
    for (const queried of latin) {
      // A typo is what matched only where the word itself is nowhere: "rust" marks "Rust", and
      // "just" (one letter off) only in a text without it.
      const exact = words.filter(({ term }) => term.startsWith(queried));
      const near =
        exact.length > 0 ? exact : words.filter(({ term }) => latinWordMatches(queried, term));
      found.push(...near.map(({ range }) => range));
    }
  }
  for (const gram of words.filter(isHanToken)) {
    for (let at = text.indexOf(gram); at >= 0; at = text.indexOf(gram, at + 1))
      found.push([at, at + gram.length]);
  }
  return joined(found);
}
