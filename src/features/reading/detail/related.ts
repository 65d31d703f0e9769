/**
 * What to read next at an article's end: the articles that share its tags or category, the most
 * shared first, then the most read. The prerender ranks among every enabled article and carries
 * the answer in the page (src/prerender/routes.ts), so a prerendered article asks nothing; the app
 * asks for one list that can hold them (the category's, else the first tag's) and ranks that.
 */
import type { Article, ArticleListArgs, ArticleSummary } from '@/api/types';
import { RELATED_ARTICLES, RELATED_CANDIDATES } from '@/config/constants';

/** The key of an article's related list: what ranking needs of the article. */
export interface RelatedArgs {
  id: string;
  categoryId: string | null;
  labelIds: string[];
}

export const relatedArgs = (article: Article | ArticleSummary): RelatedArgs => ({
  id: article.id,
  categoryId: article.category?.id ?? null,
  labelIds: article.labels.map((label) => label.id),
});

/** The list call the app ranks from; null when the article has no category or tag. */
export function candidatesCall(args: RelatedArgs): ArticleListArgs | null {
  const base = { page: 1, pageSize: RELATED_CANDIDATES };
  if (args.categoryId) return { ...base, categoryId: args.categoryId };
  return args.labelIds.length ? { ...base, labelId: args.labelIds[0] } : null;
}

/** How much a candidate shares with the article: a tag or the category, one each. */
function shared(args: RelatedArgs, candidate: ArticleSummary): number {
  const tags = candidate.labels.filter((label) => args.labelIds.includes(label.id)).length;
  const category = args.categoryId !== null && candidate.category?.id === args.categoryId ? 1 : 0;
  return tags + category;
}

/** The related articles among `candidates`: never the article itself or a disabled one. */
export function rankRelated(
  args: RelatedArgs,
  candidates: readonly ArticleSummary[],
): ArticleSummary[] {
  return candidates
    .filter((candidate) => candidate.id !== args.id && !candidate.disabled)
    .map((candidate) => ({ candidate, score: shared(args, candidate) }))
    .filter(({ score }) => score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.candidate.views - a.candidate.views ||
        a.candidate.id.localeCompare(b.candidate.id, 'en', { numeric: true }),
    )
    .slice(0, RELATED_ARTICLES)
    .map(({ candidate }) => candidate);
}
