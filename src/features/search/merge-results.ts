/**
 * One search's results in one order, for the quick search and the list page alike: the
 * prerendered index's matches in its score order, then the API's others in its order (newest
 * first). The index knows every word of the articles it was built from; the API knows articles
 * published since, and matches in its own way (inside words too). An article both found is listed
 * once, with the API's title (being newer); one the API says is disabled is never listed.
 */
import type { ArticleSummary, Id } from '@/api/types';

export interface SearchHit {
  id: Id;
  title: string;
  /** The text the snippet is cut from until the article's own arrives: its summary. */
  text: string;
  /** The API's copy, when the API found it too. */
  article?: ArticleSummary;
}

export function mergeResults(indexed: SearchHit[], fromApi: ArticleSummary[]): SearchHit[] {
  const fresh = new Map(fromApi.map((article) => [article.id, article]));
  const seen = new Set<Id>();
  const merged: SearchHit[] = [];
  for (const hit of indexed) {
    const article = fresh.get(hit.id);
    seen.add(hit.id);
    // Disabled since the prerender: the API's copy says so.
    if (article?.disabled) continue;
    merged.push(article ? { ...hit, title: article.title, article } : hit);
  }
  for (const article of fromApi) {
    if (seen.has(article.id) || article.disabled) continue;
    seen.add(article.id);
    merged.push({ id: article.id, title: article.title, text: article.summary, article });
  }
  return merged;
}
