/**
 * Test helpers for the reading pages: wire-format articles and msw overrides that answer in the
 * contract's envelope and record what the app asked for. Only tests import this file.
 */
import { http, HttpResponse } from 'msw';
import type { ArticleSummary } from '@/api/types';

export interface WireArticle {
  id: number;
  title: string;
  summary: string;
  cover: string | null;
  category: { id: number; name: string } | null;
  labels: { id: number; name: string }[];
  views: number;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
  wordCount?: number;
}

export function wireArticle(id: number, overrides: Partial<WireArticle> = {}): WireArticle {
  return {
    id,
    title: `Article ${id}`,
    summary: `Summary of article ${id}.`,
    cover: null,
    category: { id: 1, name: 'Notes' },
    labels: [],
    views: 10,
    disabled: false,
    createdAt: '2026-03-05T10:00:00Z',
    updatedAt: '2026-03-05T10:00:00Z',
    ...overrides,
  };
}

/** An article as the app holds it (after the adapters), for tests below the API layer. */
export function articleSummary(
  id: number,
  overrides: Partial<ArticleSummary> = {},
): ArticleSummary {
  return {
    id: String(id),
    title: `Article ${id}`,
    summary: '',
    cover: null,
    category: null,
    labels: [],
    views: 0,
    disabled: false,
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    wordCount: null,
    ...overrides,
  };
}

export const envelope = (data: unknown) => HttpResponse.json({ code: 0, msg: 'ok', data });

/**
 * A handler for GET /api/article with `total` articles, `pageSize` per page, recording each call's
 * query parameters in `calls`; `list` may override what a page holds. Pass `handler` to
 * `server.use()` (this file stays free of the mocks, as app folders must).
 */
export function articlesHandler(total: number, list?: (page: number) => WireArticle[]) {
  const calls: URLSearchParams[] = [];
  const handler = http.get('*/api/article', ({ request }) => {
    const params = new URL(request.url).searchParams;
    calls.push(params);
    const page = Number(params.get('page') ?? 1);
    const pageSize = Number(params.get('pageSize') ?? 10);
    const first = (page - 1) * pageSize;
    const items =
      list?.(page) ??
      Array.from({ length: Math.max(0, Math.min(pageSize, total - first)) }, (_, index) =>
        wireArticle(first + index + 1),
      );
    return envelope({ list: items, total, page, pageSize });
  });
  return { handler, calls };
}

/**
 * Handlers answering the public category and label lists (enabled ones only) with these: cards
 * show readers only the references these lists name. Pass them to `server.use`.
 */
export function publicTaxonomies(
  categories: { id: number; name: string }[],
  labels: { id: number; name: string }[],
) {
  const withCount = (list: typeof categories) => list.map((item) => ({ ...item, articleCount: 1 }));
  return [
    http.get('*/api/category', () => envelope(withCount(categories))),
    http.get('*/api/label', () => envelope(withCount(labels))),
  ];
}
