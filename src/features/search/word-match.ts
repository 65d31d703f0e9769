/**
 * When a word of the query matches a word of the text, by the one rule the index searches with
 * (search-index.ts) and the snippets mark with (match-ranges.ts): the word itself, a word it
 * begins, or, for Latin words of four letters or more, a word one typo away (two from eight).
 */
import { withinEdits } from './edit-distance';

const TYPO_MIN_LENGTH = 4;
const TWO_TYPOS_MIN_LENGTH = 8;

/** How many typos a query word forgives (Latin words only: a fuzzy Han bigram matches noise). */
export function typoBudget(word: string): number {
  if (word.length >= TWO_TYPOS_MIN_LENGTH) return 2;
  return word.length >= TYPO_MIN_LENGTH ? 1 : 0;
}

/** Whether the text's word `term` (a token: lower-cased) answers the query's Latin `word`. */
export function latinWordMatches(word: string, term: string): boolean {
  if (term.startsWith(word)) return true;
  const typos = typoBudget(word);
  return typos > 0 && withinEdits(word, term, typos);
}
