/**
 * A hostile backend, for the browser tests (`POST /__mock/hostile` on the mock HTTP server, off
 * again at `/__mock/reset`): the demo backend's answers with every id sent as a string, plus
 * records that once took the site down (issue 25). The good ones must render; the bad ones must be
 * skipped by the app and reported in the console. Each stays here so each stays fixed.
 */

/** DOMPurify's test fixture #88: its <frameset> leaves the sanitizer's document without a body. */
export const FRAMESET_FIXTURE =
  '<div id="31"><frameset onload=alert(31)><frame src="javascript:alert(31)"></frameset>';

const CREATED = '2031-01-01T00:00:00.000Z';
const HOSTILE_CATEGORY = { id: 'hostile-category', name: 'Hostile\ud800 category' };

interface HostileArticle {
  id: string;
  title: string;
  summary: string;
  content: string;
}

/** Records the app shows: ids a URL must carry exactly, hostile text and content. */
export const GOOD_ARTICLES: HostileArticle[] = [
  {
    // A safe id, so the prerender writes its page and the feed lists it.
    id: 'hostile-content',
    title: 'Hostile content \udc00 and summary',
    summary: '</script><script>alert("summary")</script>',
    content: [
      'Before the frameset.',
      FRAMESET_FIXTURE,
      'After the frameset.',
      '<style>',
      'After the unclosed style.',
    ].join('\n\n'),
  },
  {
    id: '../../x',
    title: 'Hostile id: traversal',
    summary: 'Its id climbs two folders.',
    content: 'The article whose id is `../../x`.',
  },
  {
    id: '..%2F..%2Fx',
    title: 'Hostile id: encoded traversal',
    summary: 'Its id holds a literal %2F.',
    content: 'The article whose id is `..%2F..%2Fx`.',
  },
  {
    id: 'a/b ?#日本 😀',
    title: 'Hostile id: slash, query, hash, CJK and emoji',
    summary: 'Its id needs every escape.',
    content: 'The article whose id is `a/b ?#日本 😀`.',
  },
];

/** Records no page can show: the app skips them and tells the owner. */
export const BAD_ARTICLES: HostileArticle[] = [
  { id: 'bad\ud800', title: 'Hostile id: lone surrogate', summary: 's', content: 'c' },
  { id: '', title: 'Hostile id: empty', summary: 's', content: 'c' },
  { id: '.', title: 'Hostile id: dot', summary: 's', content: 'c' },
  { id: '..', title: 'Hostile id: dot-dot', summary: 's', content: 'c' },
];

const summaryOf = ({ id, title, summary }: HostileArticle) => ({
  id,
  title,
  summary,
  cover: null,
  category: HOSTILE_CATEGORY,
  labels: [{ id: '', name: 'Label without an id' }],
  views: 7,
  disabled: false,
  createdAt: CREATED,
  updatedAt: CREATED,
});

const ALL_ARTICLES = [...BAD_ARTICLES, ...GOOD_ARTICLES];
const HOSTILE_SUMMARIES = ALL_ARTICLES.map(summaryOf);
const RANKED = [
  { id: 'bad\ud800', title: 'Hostile id: lone surrogate', views: 1_000_000 },
  { id: '', title: 'Hostile id: empty', views: 900_000 },
  { id: '../../x', title: 'Hostile id: traversal', views: 800_000 },
];
const CATEGORIES = [
  { ...HOSTILE_CATEGORY, articleCount: GOOD_ARTICLES.length, disabled: false, createdAt: CREATED },
  { id: 'bad\ud800', name: 'Category with a broken id', articleCount: 1, disabled: false },
];
const LABELS = [{ id: '', name: 'Label without an id', articleCount: 1, disabled: false }];

let hostile = false;

export function setHostile(on: boolean): void {
  hostile = on;
}

export const isHostile = (): boolean => hostile;

/** Every `id` in an answer as a string, as a backend with string keys sends them. */
function stringIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stringIds);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      key === 'id' && typeof field === 'number' ? String(field) : stringIds(field),
    ]),
  );
}

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

type Data = Record<string, unknown>;

/** The hostile records a GET adds to the demo's answer, or null for calls it leaves alone. */
function addRecords(path: string, search: URLSearchParams, data: unknown): unknown {
  const unfiltered = ['keyword', 'categoryId', 'labelId'].every((key) => !search.get(key));
  const firstPage = (search.get('page') ?? '1') === '1';
  const page = data as Data & { list: unknown[]; total: number };
  switch (path) {
    case '/api/article':
    case '/api/article/all':
      return unfiltered && firstPage
        ? {
            ...page,
            list: [...HOSTILE_SUMMARIES, ...page.list],
            total: page.total + HOSTILE_SUMMARIES.length,
          }
        : data;
    case '/api/article/rank':
      return [...RANKED, ...(data as unknown[])];
    case '/api/article/timeline':
      return [
        ...ALL_ARTICLES.map(({ id, title }) => ({ id, title, createdAt: CREATED })),
        ...(data as unknown[]),
      ];
    case '/api/category':
    case '/api/category/all':
      return path === '/api/category'
        ? [...CATEGORIES, ...(data as unknown[])]
        : firstPage
          ? { ...page, list: [...CATEGORIES, ...page.list], total: page.total + CATEGORIES.length }
          : data;
    case '/api/label':
      return [...LABELS, ...(data as unknown[])];
    case '/api/analysis':
      return { ...(data as Data), topArticles: [...RANKED, ...((data as Data).topArticles as [])] };
    default:
      return data;
  }
}

const DETAIL = '/api/article/detail/';

function json(body: Envelope, status = 200): Response {
  // JSON.stringify writes a lone surrogate as \ud800: the wire carries it as a real backend would.
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/**
 * The hostile backend's answer: a hostile article's own detail, or the demo's answer (`demo`)
 * with string ids and the hostile records added. Leaves every call alone while switched off.
 */
export async function hostileAnswer(
  request: Request,
  demo: () => Promise<Response | undefined>,
): Promise<Response | undefined> {
  if (!hostile) return demo();
  const url = new URL(request.url);
  if (request.method === 'GET' && url.pathname.startsWith(DETAIL)) {
    let id: string;
    try {
      id = decodeURIComponent(url.pathname.slice(DETAIL.length));
    } catch {
      id = '';
    }
    const article = GOOD_ARTICLES.find((candidate) => candidate.id === id);
    if (article) {
      return json({
        code: 0,
        msg: 'ok',
        data: {
          ...summaryOf(article),
          content: article.content,
          prev: { id: 'bad\ud800', title: 'Hostile id: lone surrogate' },
          next: { id: '', title: 'Hostile id: empty' },
        },
      });
    }
  }
  const response = await demo();
  if (!response || !response.headers.get('content-type')?.includes('json')) return response;
  const body = (await response.json()) as Envelope;
  if (body.code !== 0 || request.method !== 'GET') {
    return json({ ...body, data: stringIds(body.data) }, response.status);
  }
  const data = addRecords(url.pathname, url.searchParams, stringIds(body.data));
  return json({ ...body, data }, response.status);
}
