/**
 * Builds the search index file (search-index-format.ts) from the articles' words: run by the
 * prerender, tested here beside the code that reads it.
 */
import { SEARCH_INDEX_VERSION, type IndexedDoc, type SearchIndexFile } from './search-index-format';
import { tokenize } from './tokenize';

export interface SearchDocument {
  id: string;
  title: string;
  summary: string;
  headings: string[];
  /** The body as plain text. */
  text: string;
  category: string;
  tags: string[];
  categoryId: string | null;
  labelIds: string[];
}

/** The dialog shows two lines of summary: the rest would only weigh on the index. */
export const INDEXED_SUMMARY_CHARS = 140;

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length > INDEXED_SUMMARY_CHARS
    ? `${chars.slice(0, INDEXED_SUMMARY_CHARS).join('')}…`
    : flat;
}

/**
 * Each term's articles, in the order of `docs`: position * 2, plus 1 where the term is prominent
 * there. A plain array per term (articles are added in order, so it comes sorted), not a map per
 * term: at 10,000 articles the common terms' maps held millions of entries, most of the run's
 * memory.
 */
type Postings = Map<string, number[]>;

/** The terms of one article, prominent (title, headings, category, tags) or not. */
function termsOf(prominent: string, rest: string): Map<string, boolean> {
  const terms = new Map<string, boolean>();
  for (const term of tokenize(prominent)) terms.set(term, true);
  for (const term of tokenize(rest)) if (!terms.has(term)) terms.set(term, false);
  return terms;
}

/** The gaps between positions, doubled with the prominence bit, in base 36. */
function encode(articles: readonly number[]): string {
  let previous = -1;
  return articles
    .map((entry) => {
      const position = entry >> 1;
      const gap = position - previous;
      previous = position;
      return (gap * 2 + (entry & 1)).toString(36);
    })
    .join(',');
}

/** The index of `documents`, given newest first. */
export function buildSearchIndex(documents: SearchDocument[]): SearchIndexFile {
  const postings: Postings = new Map();
  const docs: IndexedDoc[] = documents.map((document, position) => {
    const prominent = [document.title, ...document.headings, document.category, ...document.tags];
    const terms = termsOf(prominent.join('\n'), `${document.summary}\n${document.text}`);
    for (const [term, isProminent] of terms) {
      const entry = position * 2 + (isProminent ? 1 : 0);
      const articles = postings.get(term);
      if (articles) articles.push(entry);
      else postings.set(term, [entry]);
    }
    return [
      document.id,
      document.title,
      shortened(document.summary),
      document.categoryId,
      document.labelIds,
    ];
  });
  // Code-point order, the order the reader's binary search expects (not localeCompare).
  const terms = [...postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    version: SEARCH_INDEX_VERSION,
    docs,
    terms: terms.join('\n'),
    postings: terms.map((term) => encode(postings.get(term)!)).join(';'),
  };
}
