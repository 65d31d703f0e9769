/**
 * The contract's public reads, made as a reader's browser makes them (no token), with the
 * encoding checks they allow without writing anything: paging, the category, label and keyword
 * filters, and "not found" for an unknown article. Each call's `uses` names the screens that
 * depend on it, and `onFailure` what the app does when it fails.
 */
import {
  toArticle,
  toList,
  toPage,
  toArticleSummary,
  toRanked,
  toTaxonomySummary,
  toTimelineEntry,
  wire,
} from '@/api/adapters';
import { isNotFound } from '@/api/errors';
import type { CallChecker, CallSpec } from './call-check';
import {
  article,
  articleSummary,
  listOf,
  pageOf,
  ranked,
  taxonomySummary,
  timelineEntry,
} from './contract-shapes';
import type { Exchange } from './wire-client';

type Raw = Record<string, unknown>;
const records = (value: unknown): Raw[] => (Array.isArray(value) ? (value as Raw[]) : []);
const listOfPage = (data: unknown): Raw[] => records((data as Raw | undefined)?.list);

const ARTICLE_LIST = 'the home page, the filtered lists (/list) and the prerender';
const pageSummary = (what: string) => (data: unknown) =>
  `${listOfPage(data).length} ${what} of ${String((data as Raw).total)}`;

export const articlePage: CallSpec = {
  uses: ARTICLE_LIST,
  onFailure:
    'the home page and the lists show their error state with Retry, and the prerender stops',
  gate: wire.articlePage,
  adapt: toPage(toArticleSummary, 'articles'),
  shape: pageOf(articleSummary),
  summarize: pageSummary('articles'),
};

export const articleDetail: CallSpec = {
  uses: 'the article page (/detail/{id}) and its prerendered page',
  onFailure:
    'the article page shows its error state with Retry, and the prerender skips the article',
  gate: wire.article,
  adapt: toArticle,
  shape: article,
  summarize: (data) =>
    `article ${String((data as Raw).id)}, ${String((data as Raw).content).length} characters of text`,
};

/** Only code 404 or HTTP 404 means "not found" to the app. */
export const notFound = (exchange: Exchange) =>
  !!exchange.result.error &&
  (exchange.result.error.code === 404 || isNotFound(exchange.result.error));

const SIDEBAR_FAILURE =
  'the sidebar section hides on every public page, and the prerender fails every page';
const listSummary = (what: string) => (data: unknown) => `${records(data).length} ${what}`;

const rank: CallSpec = {
  uses: "the sidebar's most read articles (every public page)",
  onFailure: SIDEBAR_FAILURE,
  gate: wire.rankList,
  adapt: toList(toRanked, 'articles'),
  shape: listOf(ranked),
  summarize: listSummary('articles'),
};
const timeline: CallSpec = {
  uses: 'the archive (/timeLine) and its prerendered page',
  onFailure: 'the archive shows its error state with Retry, and the prerender fails it',
  gate: wire.timelineList,
  adapt: toList(toTimelineEntry, 'articles'),
  shape: listOf(timelineEntry),
  summarize: listSummary('entries'),
};
const taxonomyList = (what: string): CallSpec => ({
  uses: `the sidebar's ${what} (every public page)`,
  onFailure: SIDEBAR_FAILURE,
  gate: wire.taxonomyList,
  adapt: toList(toTaxonomySummary, 'taxonomies'),
  shape: listOf(taxonomySummary),
  summarize: listSummary(what),
});

const ids = (list: Raw[]) => list.map((item) => String(item.id));

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

/** The public list: enabled articles only, newest first. */
function checkPublicList(checker: CallChecker, articles: Raw[]): void {
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
async function checkPaging(checker: CallChecker, total: number): Promise<void> {
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
function unknownId(articles: Raw[]): string {
  const numbers = ids(articles).map(Number).filter(Number.isFinite);
  return numbers.length === articles.length && numbers.length > 0
    ? String(Math.max(...numbers) + 1_000_000)
    : 'check-backend-no-such-article';
}

async function checkFilter(
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
async function checkKeyword(checker: CallChecker, known: Raw): Promise<void> {
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
