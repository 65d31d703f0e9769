/**
 * Every URL of the app, as a route `path` plus an `href(...)` builder, so no page spells a URL.
 */
import { stringifyListQuery, type ListQuery } from './list-query';

const enc = encodeURIComponent;

/**
 * An id as its path segment reads once decoded (by the router, or by a static host looking for
 * the prerendered file): the id's own `%` and `/` are escaped (`%25`, `%2F`), so the decoded
 * segment holds no `/` (one directory on a host, no way out of it) and no `%2F` (which React
 * Router turns into `/` in params); the ids `.` and `..` are written `%2E`, because browsers and
 * hosts drop dot segments. Plain ids (59, my-post, 日本) read as they are.
 */
export function decodedIdSegment(id: string): string {
  const escaped = id.replace(/[%/]/g, (char) => (char === '%' ? '%25' : '%2F'));
  return id === '.' || id === '..' ? escaped.replace(/\./g, '%2E') : escaped;
}

// Half of a UTF-16 surrogate pair alone; the adapters never let one into an id (it cannot be
// written in a URL), this only keeps a stray one from throwing.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** An id as a URL path segment that gives back exactly that id through `idFromParam`. */
export const idSegment = (id: string): string =>
  enc(decodedIdSegment(id).replace(LONE_SURROGATE, '\uFFFD'));

/**
 * The id an `:id` param names: React Router has decoded the segment and turned `%2F` into `/`,
 * what is left is `decodedIdSegment(id)`, whose escapes are undone here.
 */
export function idFromParam(param: string | undefined): string {
  if (param === undefined) return '';
  try {
    return decodeURIComponent(param);
  } catch {
    // Typed by hand (`/detail/100%`): the text as it stands.
    return param;
  }
}

export const paths = {
  home: { path: '/', href: (page = 1) => (page > 1 ? `/?page=${page}` : '/') },
  index: { path: '/index', href: () => '/index' },
  timeline: { path: '/timeLine', href: () => '/timeLine' },
  list: { path: '/list', href: (query: ListQuery = {}) => `/list${stringifyListQuery(query)}` },
  detail: { path: '/detail/:id', href: (id: string) => `/detail/${idSegment(id)}` },
  login: {
    path: '/manager',
    href: (redirect?: string) => (redirect ? `/manager?redirect=${enc(redirect)}` : '/manager'),
  },
  console: {
    home: { path: '/manager/home', href: () => '/manager/home' },
    article: { path: '/manager/article', href: () => '/manager/article' },
    articleNew: { path: '/manager/article/new', href: () => '/manager/article/new' },
    articleEdit: {
      path: '/manager/article/edit/:id',
      href: (id: string) => `/manager/article/edit/${idSegment(id)}`,
    },
    category: { path: '/manager/category', href: () => '/manager/category' },
    label: { path: '/manager/label', href: () => '/manager/label' },
    file: { path: '/manager/file', href: () => '/manager/file' },
  },
} as const;

/** True for a same-origin app path such as `/manager/article?page=2` (used for login redirects). */
export function isSafeRedirect(target: string | null | undefined): target is string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return false;
  }
  try {
    const url = new URL(target, 'http://app.invalid');
    return url.origin === 'http://app.invalid';
  } catch {
    return false;
  }
}
