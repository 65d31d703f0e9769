/**
 * The search index's one configuration, shared by the prerender (which builds and writes it) and
 * the search chunk (which loads and queries it): the same fields and the same tokenizer on both
 * sides, or the reader's terms would never meet the index's.
 *
 * MiniSearch: its radix tree gives prefix and fuzzy matching (a typo, a half-typed word) that a
 * plain inverted index would have to reimplement; fuzzy applies to Latin terms only, because a
 * Han bigram one edit away is another word.
 */
import MiniSearch, { type SearchOptions } from 'minisearch';
import { isHanToken, tokenize } from './tokenize';

export interface IndexedArticle {
  id: string;
  title: string;
  summary: string;
  headings: string;
  body: string;
  category: string;
  tags: string;
}

/** What a hit carries without the article: enough for the dialog's title and snippet. */
const STORED_FIELDS = ['title', 'summary'] as const;
const FIELDS = ['title', 'summary', 'headings', 'body', 'category', 'tags'];
/** Shorter Latin terms are not fuzzy: "go" one edit away matches half the dictionary. */
const FUZZY_MIN_LENGTH = 4;
const FUZZY_RATIO = 0.2;

const searchOptions: SearchOptions = {
  boost: { title: 4, headings: 2, tags: 2, category: 1.5, summary: 1.5 },
  combineWith: 'AND',
  prefix: (term) => !isHanToken(term) || [...term].length === 1,
  fuzzy: (term) => !isHanToken(term) && term.length >= FUZZY_MIN_LENGTH && FUZZY_RATIO,
};

const options = {
  fields: FIELDS,
  storeFields: [...STORED_FIELDS],
  tokenize: (text: string) => tokenize(text),
  // tokenize already lower-cases and normalizes; MiniSearch's default would do it twice.
  processTerm: (term: string) => term,
  searchOptions,
};

export function buildIndex(articles: IndexedArticle[]): string {
  const index = new MiniSearch<IndexedArticle>(options);
  index.addAll(articles);
  return JSON.stringify(index);
}

export function loadIndex(json: string): MiniSearch<IndexedArticle> {
  return MiniSearch.loadJSON<IndexedArticle>(json, options);
}

export interface IndexHit {
  id: string;
  title: string;
  summary: string;
  score: number;
}

export function searchIndex(index: MiniSearch<IndexedArticle>, query: string): IndexHit[] {
  return index.search(query).map((result) => ({
    id: String(result.id),
    title: String(result.title),
    summary: String(result.summary),
    score: result.score,
  }));
}
