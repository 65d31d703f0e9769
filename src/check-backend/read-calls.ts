/**
 * The contract's public reads, made as a reader's browser makes them (no token), with the
 * encoding checks they allow without writing anything: paging, the category, label and keyword
 * filters (list-checks.ts), and "not found" for an unknown article. The calls themselves, with
 * what depends on each and what the app does when it fails, are in read-call-specs.ts.
 */
import type { CallChecker } from './call-check';
import { checkFilter, checkKeyword, checkPaging, checkPublicList, unknownId } from './list-checks';
import {
  articleDetail,
  articlePage,
  listOfPage,
  notFound,
  rank,
  records,
  taxonomyList,
  timeline,
  type Raw,
} from './read-call-specs';

/** Runs every public read; returns what the write checks may reuse. */
export async function checkReads(checker: CallChecker): Promise<void> {
  const first = await checker.check(
    { url: '/api/article', params: { page: 1, pageSize: 10 } },
    articlePage,
    null,
  );
  const articles = listOfPage(first.data);
  checkPublicList(checker, articles);
  await checkPaging(checker, Number((first.data as Raw | undefined)?.total));

  const known = articles.find((item) => item.id !== undefined && item.id !== null);
  if (known) {
    await checker.check(
      { url: '/api/article/detail/{id}', params: { id: String(known.id) } },
      articleDetail,
      null,
    );
  }
  await checker.check(
    { url: '/api/article/detail/{id}', params: { id: unknownId(articles) } },
    {
      ...articleDetail,
      uses: 'the article page of an unknown or deleted article',
      onFailure: 'an unknown article shows an error with Retry instead of "not found"',
      expectRefusal: notFound,
      mustRefuse: true,
    },
    null,
  );
  const ranks = await checker.check({ url: '/api/article/rank' }, rank, null);
  if (records(ranks.data).length > 10) {
    checker.note(
      'warning',
      'GET /api/article/rank',
      'data',
      `${records(ranks.data).length} articles, the contract says at most 10`,
      "the sidebar's most read list is longer than designed",
    );
  }
  await checker.check({ url: '/api/article/timeline' }, timeline, null);
  const categories = await checker.check(
    { url: '/api/category' },
    taxonomyList('categories'),
    null,
  );
  const labels = await checker.check({ url: '/api/label' }, taxonomyList('labels'), null);

  await checkFilter(
    checker,
    'categoryId',
    records(categories.data),
    (item, id) => String((item.category as Raw | null)?.id) === id,
  );
  await checkFilter(checker, 'labelId', records(labels.data), (item, id) =>
    records(item.labels).some((label) => String(label.id) === id),
  );
  if (known) await checkKeyword(checker, known);

  // The console's calls need the token: without one, the contract answers 401.
  await checker.check(
    { url: '/api/auth/profile', noReauth: true },
    {
      uses: 'the console (its data without signing in)',
      onFailure: 'anyone can read the console without signing in',
      expectRefusal: (exchange) => exchange.status === 401 || exchange.result.error?.code === 401,
      mustRefuse: true,
      failureSeverity: 'warning',
    },
    null,
  );
}
