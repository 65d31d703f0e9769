/**
 * Every article a list call answers, asked for a page at a time until its total is reached: the
 * search counts the API's matches with it, the console's "Public site" card compares every
 * article with the site's state. For an endpoint's `queryFn`, through the base query it is given.
 */
import type { ArticleSummary } from './types';
import { toArticleSummary, toPage, wire } from './adapters';
import { shapeError } from './api-slice';
import type { RequestArgs } from './base-query';
import type { ApiError } from './errors';

type Answer = { data?: unknown; error?: ApiError };
type Ask = (args: RequestArgs) => Answer | PromiseLike<Answer>;

const readPage = toPage(toArticleSummary, 'articles');

export async function allArticlePages(
  baseQuery: Ask,
  url: string,
  params: RequestArgs['params'],
  { pageSize, maxPages }: { pageSize: number; maxPages: number },
): Promise<{ data: ArticleSummary[] } | { error: ApiError }> {
  const found: ArticleSummary[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const answer = await baseQuery({ url, params: { ...params, page, pageSize } });
    if (answer.error) return { error: answer.error };
    if ('issues' in wire.articlePage['~standard'].validate(answer.data)) {
      return { error: shapeError() };
    }
    const { list, total } = readPage(answer.data);
    found.push(...list);
    if (list.length === 0 || found.length >= total) break;
  }
  return { data: found };
}
