/** The list page's snippets (keyword-snippets.tsx), in the search chunk with the code they need. */
import type { ArticleSummary } from '@/api/types';
import { articleText } from './search-files';
import { highlight, snippet, type SnippetPart } from './snippet';

/**
 * Text enough to fill a card's summary lines (they are clamped, and held at full height while the
 * snippets load), the match near the start so the clamp never hides it.
 */
const BEFORE = 40;
const AFTER = 320;

/**
 * Each article's snippet: its text around the keyword; its summary, marked, when the text does
 * not have the keyword (the API matched the title) or the article has no text file.
 */
export async function listSnippets(
  keyword: string,
  articles: ArticleSummary[],
): Promise<Map<string, SnippetPart[]>> {
  const cut = await Promise.all(
    articles.map(async (article): Promise<[string, SnippetPart[]]> => {
      const text = await articleText(article.id);
      const inText = text !== null && highlight(text, keyword).some((part) => part.mark);
      return [
        article.id,
        inText ? snippet(text, keyword, BEFORE, AFTER) : highlight(article.summary, keyword),
      ];
    }),
  );
  return new Map(cut);
}
