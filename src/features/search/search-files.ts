/**
 * The prerender's search files as the browser gets them (search-index-format.ts): the index,
 * fetched once on the first search, and each article's text (with its card, for the list page),
 * fetched for the results on screen.
 * A site without them (no marker in the page: the dev server, a build never prerendered) searches
 * through the API alone; a network failure is tried again on the next search.
 */
import { PRERENDERED_PAGE_TIMEOUT_MS } from '@/config/constants';
import { loadSearchIndex, type SearchIndex } from './search-index';
import {
  SEARCH_FILE_ID,
  SEARCH_INDEX_PATH,
  searchFilesPublished as published,
  searchTextPath,
  type SearchTextFile,
} from './search-index-format';

/** The index, or why there is none: not written for this site, or not reachable now. */
export type IndexState = SearchIndex | 'absent' | 'failed';

async function fetchJson(path: string): Promise<unknown> {
  const response = await fetch(path, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(PRERENDERED_PAGE_TIMEOUT_MS),
  });
  if (!response.ok || !response.headers.get('content-type')?.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

let index: Promise<IndexState> | null = null;

export function searchIndexFile(): Promise<IndexState> {
  if (!published()) return Promise.resolve('absent');
  index ??= fetchJson(SEARCH_INDEX_PATH).then(
    (file) => (file === undefined ? 'absent' : (loadSearchIndex(file) ?? 'absent')),
    () => {
      index = null;
      return 'failed' as const;
    },
  );
  return index;
}

/** The last texts asked for: a reader's searches come back to the same few articles. */
const KEPT_TEXTS = 64;
const texts = new Map<string, Promise<ArticleText | null>>();

/** An article's text file, its card missing when the file has none for this article. */
export type ArticleText = Pick<SearchTextFile, 'text'> & Partial<Pick<SearchTextFile, 'article'>>;

function readText(id: string, file: unknown): ArticleText | null {
  const { text, article } = (file ?? {}) as Partial<SearchTextFile>;
  if (typeof text !== 'string') return null;
  // Written by the prerender with the index: trusted as a summary if it names this article.
  const card = article && typeof article === 'object' && article.id === id ? article : undefined;
  return { text, article: card };
}

/** An article's text for its snippet; null when it has none (published since, or unreachable). */
export function articleText(id: string): Promise<ArticleText | null> {
  const known = texts.get(id);
  if (known) return known;
  const text =
    published() && SEARCH_FILE_ID.test(id)
      ? fetchJson(searchTextPath(id)).then(
          (file) => readText(id, file),
          () => {
            texts.delete(id);
            return null;
          },
        )
      : Promise.resolve(null);
  texts.set(id, text);
  if (texts.size > KEPT_TEXTS) texts.delete(texts.keys().next().value as string);
  return text;
}

/** Forgets what was fetched (tests). */
export function forgetSearchFiles(): void {
  index = null;
  texts.clear();
}
