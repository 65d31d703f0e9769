/**
 * What the site-state tests share (src/features/site-state/**): a site's state as the prerender
 * writes it, served by the static host, and the API's full article list served in pages.
 */
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { siteStateText } from '@/features/site-state/site-state-format';
import { envelope, wireArticle, type WireArticle } from './article-fixtures';
import { TEST_API_BASE } from './test-config';

export const BUILT_AT = new Date('2026-11-30T10:00:00Z');

export interface StatePage {
  id: number;
  updatedAt: string;
  title?: string;
}

/** site-state.json as the prerender writes it: these articles' pages, from the test API. */
export function stateText(pages: StatePage[], changes: { builtAt?: Date; api?: string } = {}) {
  return siteStateText({
    builtAt: changes.builtAt ?? BUILT_AT,
    api: changes.api ?? TEST_API_BASE,
    release: '1.0.7',
    articles: pages.map(({ id, updatedAt, title }) => ({
      id: String(id),
      updatedAt,
      enabled: true,
      title: title ?? `Article ${id}`,
    })),
  });
}

/** Serves the state on the site (each request reads `text()` again: a rebuild can change it). */
export function serveState(text: () => string) {
  const asked = { count: 0 };
  server.use(
    http.get('/site-state.json', () => {
      asked.count += 1;
      return new HttpResponse(text(), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return asked;
}

/** GET /api/article/all over `articles`, a page at a time as asked. */
export function serveAllArticles(articles: WireArticle[]) {
  const asked = { count: 0 };
  server.use(
    http.get('*/api/article/all', ({ request }) => {
      asked.count += 1;
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page'));
      const pageSize = Number(query.get('pageSize'));
      const list = articles.slice((page - 1) * pageSize, page * pageSize);
      return envelope({ list, total: articles.length, page, pageSize });
    }),
  );
  return asked;
}

export const article = wireArticle;
