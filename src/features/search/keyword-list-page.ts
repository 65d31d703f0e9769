/**
 * A page of the list's keyword search (/list?keyword=…) on a site with search files, in the
 * search chunk: the index's matches and every one of the API's, merged as the quick search merges
 * them (merge-results.ts) so both count and order alike, kept to the list's category and tag, and
 * cut into the list's pages. Each article on the page comes with its card (the API's copy, or the
 * one its text file carries for an article only the index found) and its snippet.
 */
import type { AppDispatch } from '@/app/store';
import type { ArticleSummary, Page } from '@/api/types';
import { PUBLIC_PAGE_SIZE } from '@/config/constants';
import { matchRanges } from './match-ranges';
import { mergeResults, type SearchHit } from './merge-results';
import { searchApi, type SearchArgs } from './search-api';
import { articleText, searchIndexFile } from './search-files';
import { searchIndex, type IndexHit, type SearchIndex } from './search-index';
import { highlight, snippet, type SnippetPart } from './snippet';

/**
 * A snippet's reach in columns (snippet.ts): the match on its first line, then enough text to
 * fill the card's clamped lines.
 */
const BEFORE = 40;
const AFTER = 320;

export interface KeywordListArgs extends SearchArgs {
  page: number;
}

export interface KeywordListPage {
  page: Page<ArticleSummary>;
  /** Each listed article's snippet: its text around the match, or its summary, marked. */
  snippets: Map<string, SnippetPart[]>;
}

/** The index's matches within the list's filters, as hits. */
function indexed(index: SearchIndex, { keyword, categoryId, labelId }: SearchArgs): SearchHit[] {
  const within = (hit: IndexHit) =>
    (!categoryId || hit.categoryId === categoryId) && (!labelId || hit.labelIds.includes(labelId));
  return searchIndex(index, keyword)
    .filter(within)
    .map(({ id, title, summary }) => ({ id, title, text: summary }));
}

/** A card from what the index knows, for an article whose text file is out of reach. */
const bare = ({ id, title, text }: SearchHit): ArticleSummary => ({
  id,
  title,
  summary: text,
  cover: null,
  category: null,
  labels: [],
  views: 0,
  disabled: false,
  createdAt: '',
  updatedAt: '',
  wordCount: null,
});

async function card(
  hit: SearchHit,
  keyword: string,
  hasText: boolean,
): Promise<[ArticleSummary, SnippetPart[]]> {
  const file = hasText ? await articleText(hit.id) : null;
  const article =
    hit.article ?? (file?.article ? { ...file.article, title: hit.title } : bare(hit));
  // The text around the match; the summary, marked, when the text does not have it (the API
  // matched inside a word, or the article is newer than the files).
  const parts =
    file && matchRanges(file.text, keyword).length > 0
      ? snippet(file.text, keyword, BEFORE, AFTER)
      : highlight(article.summary, keyword);
  return [article, parts];
}

/** The page; `fresh` asks the API again rather than from its cache (the reader's retry). */
export async function keywordListPage(
  dispatch: AppDispatch,
  { page, ...args }: KeywordListArgs,
  fresh: boolean,
): Promise<KeywordListPage> {
  const index = await searchIndexFile();
  if (index === 'failed') throw new Error('The search index could not be loaded.');
  const request = dispatch(
    searchApi.endpoints.searchArticles.initiate(args, { forceRefetch: fresh }),
  );
  let fromApi: ArticleSummary[];
  try {
    fromApi = await request.unwrap();
  } finally {
    request.unsubscribe();
  }
  const merged = mergeResults(index === 'absent' ? [] : indexed(index, args), fromApi);
  const shown = merged.slice((page - 1) * PUBLIC_PAGE_SIZE, page * PUBLIC_PAGE_SIZE);
  const cards = await Promise.all(
    shown.map((hit) => card(hit, args.keyword, index !== 'absent' && index.ids.has(hit.id))),
  );
  return {
    page: {
      list: cards.map(([article]) => article),
      total: merged.length,
      page,
      pageSize: PUBLIC_PAGE_SIZE,
    },
    snippets: new Map(cards.map(([article, parts]) => [article.id, parts])),
  };
}
