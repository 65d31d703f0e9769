/**
 * The filtered list's snippets for a keyword search (/list?keyword=): each article's text around
 * the keyword, marked, as the quick search shows it, in place of its summary. The code that
 * fetches the texts and cuts them is the search chunk's, loaded only when the list has a keyword
 * on a prerendered site; until it arrives the summary shows (marked, for an article without a
 * text file).
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { ArticleSummary } from '@/api/types';
import { Marked } from './marked';
import type { SnippetPart } from './snippet';
import { searchFilesPublished } from './search-index-format';

const NONE = new Map<string, SnippetPart[]>();

/** The snippet of each listed article for `keyword`, as a node for its card; none without one. */
export function useKeywordSnippets(
  keyword: string | undefined,
  articles: ArticleSummary[] | undefined,
): ((article: ArticleSummary) => ReactNode) | undefined {
  const [snippets, setSnippets] = useState(NONE);
  // Only a prerendered site has the articles' texts (search-index-format.ts); elsewhere the
  // summaries stay as they are.
  const key =
    keyword && articles?.length && searchFilesPublished()
      ? `${keyword}\n${articles.map((a) => a.id).join()}`
      : '';
  useEffect(() => {
    if (!key || !keyword || !articles) return;
    let live = true;
    import(/* webpackChunkName: "search" */ './list-snippets')
      .then(({ listSnippets }) => listSnippets(keyword, articles))
      .then(
        (found) => live && setSnippets(found),
        // No chunk, no snippets: the summaries stay, as without a keyword.
        () => undefined,
      );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the keyword and the articles
  }, [key]);
  if (!key) return undefined;
  return (article) => {
    const parts = snippets.get(article.id);
    return parts ? <Marked parts={parts} /> : undefined;
  };
}
