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

/**
 * rankRelated for many articles among the same candidates (the prerender: every article of the
 * blog among every other), built once: the candidates are grouped by category and tag and put in
 * their tie order (views, then id) up front, so each article counts only the candidates it shares
 * something with and keeps the best few, instead of sorting all of them (10,000 articles among
 * 10,000 was quadratic: issue 42). Articles that share the same category and tags share the
 * ranking, which is worked out once.
 */
export function relatedRanker(
  candidates: readonly ArticleSummary[],
): (args: RelatedArgs) => ArticleSummary[] {
  const live = candidates.filter((candidate) => !candidate.disabled);
  const byId = new Intl.Collator('en', { numeric: true });
  // A stable sort, as rankRelated's: candidates equal in views and id keep their order.
  const tieOrder = live
    .map((_, index) => index)
    .sort((a, b) => live[b].views - live[a].views || byId.compare(live[a].id, live[b].id));
  const tiePlace = new Int32Array(live.length);
  tieOrder.forEach((index, place) => (tiePlace[index] = place));
  const groups = new Map<string, number[]>();
  const join = (key: string, index: number) => {
    const group = groups.get(key);
    if (group) group.push(index);
    else groups.set(key, [index]);
  };
  live.forEach((candidate, index) => {
    if (candidate.category) join(`c${candidate.category.id}`, index);
    for (const label of candidate.labels) join(`t${label.id}`, index);
  });
  const score = new Int32Array(live.length);
  const rankings = new Map<string, number[]>();
  /** The best RELATED_ARTICLES + 1 (one may be the article itself) sharing anything with `args`. */
  const best = (categoryId: string | null, labelIds: string[]): number[] => {
    const touched: number[] = [];
    const count = (key: string) => {
      for (const index of groups.get(key) ?? []) if (score[index]++ === 0) touched.push(index);
    };
    if (categoryId !== null) count(`c${categoryId}`);
    labelIds.forEach((id) => count(`t${id}`));
    const ahead = (a: number, b: number) =>
      score[a] > score[b] || (score[a] === score[b] && tiePlace[a] < tiePlace[b]);
    const kept: number[] = [];
    for (const index of touched) {
      let at = kept.length;
      while (at > 0 && ahead(index, kept[at - 1])) at -= 1;
      if (at <= RELATED_ARTICLES) kept.splice(at, 0, index);
      if (kept.length > RELATED_ARTICLES + 1) kept.pop();
    }
    for (const index of touched) score[index] = 0;
    return kept;
  };
  return (args) => {
    const labelIds = [...new Set(args.labelIds)];
    const key = JSON.stringify([args.categoryId, [...labelIds].sort()]);
    let ranking = rankings.get(key);
    if (!ranking) rankings.set(key, (ranking = best(args.categoryId, labelIds)));
    return ranking
      .map((index) => live[index])
      .filter((candidate) => candidate.id !== args.id)
      .slice(0, RELATED_ARTICLES);
  };
}
