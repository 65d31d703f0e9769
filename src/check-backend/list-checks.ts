/**
 * The public list's own checks: enabled articles only and newest first, paging that moves on,
 * the category and label filters, the keyword (its encoding, non-ASCII included), and an id no
 * article has for "not found".
 */
import type { CallChecker } from './call-check';
import { articlePage, ids, listOfPage, type Raw } from './read-call-specs';

/** The public list: enabled articles only, newest first. */
export function checkPublicList(checker: CallChecker, articles: Raw[]): void {
  if (
    articles.some(
      (item) => item.disabled === true || item.disabled === 'true' || item.disabled === 1,
    )
  ) {
    checker.note(
      'error',
      'GET /api/article',
      'data.list[].disabled',
      'the public list holds disabled articles',
      'readers see disabled articles on the home page and in the lists, and the prerender publishes them',
    );
  }
  const times = articles.map((item) => Date.parse(String(item.createdAt)));
  if (times.every(Number.isFinite) && times.some((time, i) => i > 0 && time > times[i - 1])) {
    checker.note(
      'warning',
      'GET /api/article',
      'order',
      'not newest first (by createdAt)',
      'the home page shows the articles in the order given: not the newest first',
    );
  }
}

/** A page past the first must not repeat it (a backend ignoring `page` loops the prerender). */
export async function checkPaging(checker: CallChecker, total: number): Promise<void> {
  if (!(total > 2)) return;
  const one = await checker.check(
    { url: '/api/article', params: { page: 1, pageSize: 2 } },
    articlePage,
    null,
  );
  const two = await checker.check(
    { url: '/api/article', params: { page: 2, pageSize: 2 } },
    articlePage,
    null,
  );
  const a = listOfPage(one.data);
  const b = listOfPage(two.data);
  if (one.data === undefined || two.data === undefined) return;
  if (a.length > 2) {
    checker.note(
      'error',
      'GET /api/article',
      'pageSize',
      `asked for 2 per page, got ${a.length}`,
      'the home page and the lists show another number of articles than their page links count',
    );
  }
  const first = new Set(ids(a));
  if (b.length > 0 && ids(b).every((id) => first.has(id))) {
    checker.note(
      'error',
      'GET /api/article',
      'page',
      'page 2 repeats page 1: page is ignored',
      'the page links of the home page and the lists show the same articles on every page; the prerender stops at the repeat',
    );
  }
}

/** An id no article has, of the kind the backend uses (a number past every known one, or text). */
export function unknownId(articles: Raw[]): string {
  const numbers = ids(articles).map(Number).filter(Number.isFinite);
  return numbers.length === articles.length && numbers.length > 0
    ? String(Math.max(...numbers) + 1_000_000)
    : 'check-backend-no-such-article';
}

export async function checkFilter(
  checker: CallChecker,
  param: 'categoryId' | 'labelId',
  taxonomies: Raw[],
  matches: (item: Raw, id: string) => boolean,
): Promise<void> {
  const used = taxonomies.find((item) => Number(item.articleCount) > 0 && item.id !== undefined);
  if (!used) return;
  const id = String(used.id);
  const answer = await checker.check(
    { url: '/api/article', params: { page: 1, pageSize: 10, [param]: id } },
    articlePage,
    null,
  );
  if (answer.data === undefined) return;
  const list = listOfPage(answer.data);
  const what = param === 'categoryId' ? 'category' : 'label';
  if (list.length === 0) {
    checker.note(
      'error',
      'GET /api/article',
      param,
      `${param}=${id} finds no article, though its ${what} counts ${String(used.articleCount)}`,
      `the ${what}'s list (/list?${param}=…) is empty`,
    );
  } else if (!list.every((item) => matches(item, id))) {
    checker.note(
      'error',
      'GET /api/article',
      param,
      `${param}=${id} answers articles of other ${what === 'category' ? 'categories' : 'labels'}`,
      `the ${what}'s list (/list?${param}=…) shows the wrong articles`,
    );
  }
}

/** A word of a known title finds that article (the query's encoding, non-ASCII included). */
export async function checkKeyword(checker: CallChecker, known: Raw): Promise<void> {
  const words = String(known.title ?? '')
    .split(/[\s,.:;!?()[\]"']+/u)
    .filter((word) => word.length >= 3);
  const keyword = words.sort((a, b) => b.length - a.length)[0];
  if (!keyword) return;
  const answer = await checker.check(
    { url: '/api/article', params: { page: 1, pageSize: 100, keyword } },
    articlePage,
    null,
  );
  if (answer.data === undefined) return;
  if (!ids(listOfPage(answer.data)).includes(String(known.id))) {
    checker.note(
      'error',
      'GET /api/article',
      'keyword',
      `keyword=${JSON.stringify(keyword)} does not find the article titled ${JSON.stringify(known.title)}`,
      'search (/list?keyword=…) misses articles',
    );
  }
}
