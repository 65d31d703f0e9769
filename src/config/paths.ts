/**
 * Every URL of the app, as a route `path` plus an `href(...)` builder, so no page spells a URL.
 */
import { stringifyListQuery, type ListQuery } from './list-query';

const enc = encodeURIComponent;

export const paths = {
  home: { path: '/', href: (page = 1) => (page > 1 ? `/?page=${page}` : '/') },
  index: { path: '/index', href: () => '/index' },
  timeline: { path: '/timeLine', href: () => '/timeLine' },
  list: { path: '/list', href: (query: ListQuery = {}) => `/list${stringifyListQuery(query)}` },
  detail: { path: '/detail/:id', href: (id: string) => `/detail/${enc(id)}` },
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
      href: (id: string) => `/manager/article/edit/${enc(id)}`,
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
