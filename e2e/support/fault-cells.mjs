// The fault matrix's cells (e2e/fault-matrix.test.mjs): the faults a backend can answer with, and
// every screen with the calls it makes and what it shows when ready.
import { json } from './answers.mjs';

export const REFUSAL = 'The database is resting.';
export const SIGN_IN = 'Please sign in.';

/**
 * The fault kinds. `partial` is the screen's data with its required fields missing (a page
 * without its list, an article without its content, items without their names).
 */
export const FAULTS = {
  'network error': (route) => route.abort('failed'),
  'HTTP 500 (HTML)': (route) =>
    route.fulfill({
      status: 500,
      contentType: 'text/html',
      body: '<!doctype html><title>500</title><h1>Internal Server Error</h1>',
    }),
  'truncated JSON': (route) => route.fulfill(json('{"code":0,"msg":"ok","data":{"list":[{"id":1,')),
  'not an envelope': (route) => route.fulfill(json({ items: [], ok: true })),
  'code !== 0': (route) => route.fulfill(json({ code: 500, msg: REFUSAL, data: null })),
  'data: null': (route) => route.fulfill(json({ code: 0, msg: 'ok', data: null })),
  'missing fields': (route, screen) =>
    route.fulfill(json({ code: 0, msg: 'ok', data: screen.partial })),
  'HTTP 401': (route) => route.fulfill(json({ code: 401, msg: SIGN_IN, data: null }, 401)),
  hang: (route, _screen, hanging) => {
    hanging.push(route);
  },
};

export const PAGE_PARTIAL = { total: 3, page: 1, pageSize: 10 };
export const LIST_PARTIAL = [{ views: 3 }];
export const ARTICLE_PARTIAL = { id: 1, title: 'Only a title' };

/** Each screen: where it lives, which calls are its main ones, what shows when it works. */
export const SCREENS = [
  {
    name: 'home',
    path: '/',
    calls: ['/api/article'],
    partial: PAGE_PARTIAL,
    ready: 'main article h2 a',
  },
  {
    name: 'archive',
    path: '/timeLine',
    calls: ['/api/article/timeline'],
    partial: LIST_PARTIAL,
    skipsRecords: 'No articles yet.',
    ready: 'main a[href^="/detail/"]',
  },
  {
    name: 'list',
    path: '/list?keyword=the',
    calls: ['/api/article'],
    partial: PAGE_PARTIAL,
    ready: 'main article h2 a',
  },
  {
    name: 'detail',
    path: '/detail/1',
    calls: ['/api/article/detail/1'],
    partial: ARTICLE_PARTIAL,
    ready: 'main .markdown-body',
  },
  {
    name: 'sidebar',
    path: '/',
    calls: ['/api/article/rank', '/api/category', '/api/label'],
    partial: LIST_PARTIAL,
    skipsRecords: 'No categories yet.',
    sidebar: true,
  },
  {
    name: 'console home',
    path: '/manager/home',
    calls: ['/api/analysis'],
    partial: { pv: 1 },
    console: true,
    ready: 'main [aria-label^="Trend chart"]',
  },
  {
    name: 'articles',
    path: '/manager/article',
    calls: ['/api/article/all'],
    partial: PAGE_PARTIAL,
    console: true,
    ready: 'main table tbody tr a',
  },
  {
    name: 'editor',
    path: '/manager/article/edit/1',
    calls: ['/api/article/detail/1'],
    partial: ARTICLE_PARTIAL,
    console: true,
    ready: 'main .cm-content',
  },
  {
    name: 'categories',
    path: '/manager/category',
    calls: ['/api/category/all'],
    partial: PAGE_PARTIAL,
    console: true,
    ready: 'main table tbody tr td',
  },
  {
    name: 'labels',
    path: '/manager/label',
    calls: ['/api/label/all'],
    partial: PAGE_PARTIAL,
    console: true,
    ready: 'main table tbody tr td',
  },
  {
    name: 'files',
    path: '/manager/file',
    calls: ['/api/file'],
    partial: PAGE_PARTIAL,
    console: true,
    ready: 'main ul[aria-label="Files"] li',
  },
];
