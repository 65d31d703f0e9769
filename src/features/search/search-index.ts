/**
 * Searches the prerendered index (search-index-format.ts) in the browser: every term of the query
 * must match (as typed, as the start of a word, or for Latin words of four letters or more within
 * one typo, two from eight), ranked by how rare the matched words are and where they are.
 */
import { SEARCH_INDEX_VERSION, type IndexedDoc, type SearchIndexFile } from './search-index-format';
import { withinEdits } from './edit-distance';
import { isHanToken, tokenize } from './tokenize';
import { typoBudget } from './word-match';

export interface SearchIndex {
  docs: IndexedDoc[];
  /** The articles' ids: those have a text file (search-files.ts). */
  ids: Set<string>;
  terms: string[];
  postings: string[];
  /** The Latin terms by length: a typo is looked for among words of about the same length. */
  latinByLength: Map<number, number[]>;
  /** Decoded article lists, kept: the next keystroke asks for the same words again. */
  decoded: Map<number, [position: number, prominent: boolean][]>;
}

export interface IndexHit {
  id: string;
  title: string;
  summary: string;
  categoryId: string | null;
  labelIds: string[];
  score: number;
}

/** A prominent match (title, headings, category, tags) counts this many times a body match. */
const PROMINENT_WEIGHT = 3;
/** A match's worth by how it matched: the word itself, a word it begins, a word one typo away. */
const EXACT = 1;
const PREFIX = 0.7;
const TYPO = 0.5;

/** The index from its file's parsed JSON; null for anything else (an old or broken file). */
export function loadSearchIndex(file: unknown): SearchIndex | null {
  const value = file as Partial<SearchIndexFile> | null;
  if (
    !value ||
    value.version !== SEARCH_INDEX_VERSION ||
    !Array.isArray(value.docs) ||
    typeof value.terms !== 'string' ||
    typeof value.postings !== 'string'
  )
    return null;
  const terms = value.terms ? value.terms.split('\n') : [];
  const postings = value.postings ? value.postings.split(';') : [];
  if (terms.length !== postings.length) return null;
  const latinByLength = new Map<number, number[]>();
  terms.forEach((term, at) => {
    if (isHanToken(term)) return;
    const same =
      latinByLength.get(term.length) ?? latinByLength.set(term.length, []).get(term.length)!;
    same.push(at);
  });
  return {
    docs: value.docs,
    ids: new Set(value.docs.map(([id]) => id)),
    terms,
    postings,
    latinByLength,
    decoded: new Map(),
  };
}

function articlesOf(index: SearchIndex, term: number): [number, boolean][] {
  let list = index.decoded.get(term);
  if (!list) {
    let position = -1;
    list = index.postings[term].split(',').map((code) => {
      const value = parseInt(code, 36);
      position += Math.floor(value / 2);
      return [position, value % 2 === 1];
    });
    index.decoded.set(term, list);
  }
  return list;
}

/** The first term not below `word` (the terms are sorted by code point). */
function lowerBound(terms: string[], word: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (terms[middle] < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The terms a query word matches, each with its worth. */
function matchingTerms(index: SearchIndex, word: string): Map<number, number> {
  const found = new Map<number, number>();
  const { terms } = index;
  const start = lowerBound(terms, word);
  if (terms[start] === word) found.set(start, EXACT);
  // A Han bigram is matched as typed; a lone character begins the bigrams it is the first of.
  const prefix = !isHanToken(word) || [...word].length === 1;
  for (let at = start; prefix && at < terms.length && terms[at].startsWith(word); at += 1) {
    if (!found.has(at)) found.set(at, PREFIX);
  }
  const typos = isHanToken(word) ? 0 : typoBudget(word);
  if (typos > 0) {
    for (let length = word.length - typos; length <= word.length + typos; length += 1) {
      for (const at of index.latinByLength.get(length) ?? []) {
        if (!found.has(at) && withinEdits(word, terms[at], typos)) found.set(at, TYPO);
      }
    }
  }
  return found;
}

/** The articles matching every word of `query`, best first (at most `limit`). */
export function searchIndex(index: SearchIndex, query: string, limit = Infinity): IndexHit[] {
  const words = [...new Set(tokenize(query))];
  if (words.length === 0 || index.docs.length === 0) return [];
  let scores: Map<number, number> | null = null;
  for (const word of words) {
    const best = new Map<number, number>();
    for (const [term, worth] of matchingTerms(index, word)) {
      const list = articlesOf(index, term);
      const rarity = Math.log(1 + index.docs.length / list.length);
      for (const [position, prominent] of list) {
        const score = worth * rarity * (prominent ? PROMINENT_WEIGHT : 1);
        if (score > (best.get(position) ?? 0)) best.set(position, score);
      }
    }
    const previous: Map<number, number> | null = scores;
    scores = new Map();
    for (const [position, score] of best) {
      if (previous === null) scores.set(position, score);
      else if (previous.has(position)) scores.set(position, previous.get(position)! + score);
    }
    if (scores.size === 0) return [];
  }
  return [...scores!]
    .sort(([a, scoreA], [b, scoreB]) => scoreB - scoreA || a - b)
    .slice(0, limit)
    .map(([position, score]) => {
      const [id, title, summary, categoryId, labelIds] = index.docs[position];
      return { id, title, summary, categoryId, labelIds, score };
    });
}
