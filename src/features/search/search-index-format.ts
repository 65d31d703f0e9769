/**
 * The prerendered search index on the wire: where the prerender writes it (src/prerender/
 * search-files.ts) and where the search chunk reads it, and its one shape.
 *
 * Own format rather than a library's serialization: an inverted index of sorted terms and
 * gap-encoded article lists. Measured on 1,000 articles of varied technical English (4,000
 * characters each): 241 KiB gzip, against MiniSearch's JSON 749 KiB (its per-field term
 * frequencies, written as nested objects, are most of its size). Ranking needs only whether an
 * article has a term and whether it has it in a prominent place (title, headings, category, tags).
 */

import type { ArticleSummary } from '@/api/types';

/** The folder of the search files in the built site. */
export const SEARCH_FOLDER = 'search';
/** The index: no-cache (the prerender rewrites it on every run), revalidated by the host. */
export const SEARCH_INDEX_PATH = `/${SEARCH_FOLDER}/index.json`;
/** Each article's text, for its snippet: fetched for the results on screen only. */
export const searchTextPath = (id: string) => `/${SEARCH_FOLDER}/text/${id}.json`;
/**
 * Marks a page of a site whose prerender wrote the search files: the app fetches them only then,
 * so a site without them (the dev server, a build never prerendered) asks for nothing that is
 * not there and searches through the API alone.
 */
export const SEARCH_FILES_META = 'search-index';
export const searchFilesTag = () =>
  `<meta name="${SEARCH_FILES_META}" content="${SEARCH_INDEX_PATH}" />`;
/** Whether this page says its site has the search files (false outside a browser). */
export const searchFilesPublished = () =>
  typeof document !== 'undefined' &&
  document.querySelector(`meta[name="${SEARCH_FILES_META}"]`) !== null;

/** An id that can name a file (the API's are numbers): other articles get no text file. */
export const SEARCH_FILE_ID = /^[\w-]{1,64}$/;

/** 2: each article's category and tags, so the list page can search within them. */
export const SEARCH_INDEX_VERSION = 2;

/**
 * An article as the dialog lists it before its text arrives (id, title, summary), with the ids of
 * its category and tags, which the list page's filters ask for.
 */
export type IndexedDoc = [
  id: string,
  title: string,
  summary: string,
  categoryId: string | null,
  labelIds: string[],
];

export interface SearchIndexFile {
  version: typeof SEARCH_INDEX_VERSION;
  /** The articles, newest first (ties in rank keep this order). */
  docs: IndexedDoc[];
  /** The sorted terms, one per line. */
  terms: string;
  /**
   * Per term, in the terms' order and ';'-separated, its articles as ','-separated base-36
   * numbers: each the gap from the previous article's position in `docs`, doubled, plus one when
   * the term is in a prominent place of that article.
   */
  postings: string;
}

/**
 * An article's text file: its text (a block a line, a tab between a table's cells) and its summary
 * as the prerender had it, for the list page's card of an article the API did not list; and its
 * headings, which the next prerender run indexes from here while the article is unchanged
 * (instead of reading its page again).
 */
export interface SearchTextFile {
  text: string;
  article: ArticleSummary;
  headings?: string[];
}
