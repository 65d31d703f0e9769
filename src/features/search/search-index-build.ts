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

/** Each term's articles: position in `docs` and whether it is prominent there. */
type Postings = Map<string, Map<number, boolean>>;

function add(postings: Postings, text: string, position: number, prominent: boolean): void {
  for (const term of tokenize(text)) {
    const articles = postings.get(term) ?? postings.set(term, new Map()).get(term)!;
    articles.set(position, prominent || articles.get(position) === true);
  }
}

function encode(articles: Map<number, boolean>): string {
  let previous = -1;
  return [...articles]
    .sort(([a], [b]) => a - b)
    .map(([position, prominent]) => {
      const gap = position - previous;
      previous = position;
      return (gap * 2 + (prominent ? 1 : 0)).toString(36);
    })
    .join(',');
}

/** The index of `documents`, given newest first. */
export function buildSearchIndex(documents: SearchDocument[]): SearchIndexFile {
  const postings: Postings = new Map();
  const docs: IndexedDoc[] = documents.map((document, position) => {
    const prominent = [document.title, ...document.headings, document.category, ...document.tags];
    add(postings, prominent.join('\n'), position, true);
    add(postings, `${document.summary}\n${document.text}`, position, false);
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
