/**
 * The static host the app is deployed on, as jest sees it: every page path answers with the app's
 * shell (the host's fallback for a route it has no file for, as the dev server does), and so does
 * site-state.json: a site never prerendered. Tests that need a prerendered page or a site's state
 * serve it with server.use().
 */
import { http, HttpResponse } from 'msw';
import { serializeForScript } from '@/lib/page-format/script-json';

export const SHELL =
  '<!doctype html><html><head><title>Blog</title></head><body><div id="root"></div></body></html>';

export const staticHost = [
  http.get('/detail/:id', () => HttpResponse.html(SHELL)),
  http.get('/site-state.json', () => HttpResponse.html(SHELL)),
];

/** A page as the prerender writes an article's: the data it carries and the rendered body. */
export function prerenderedArticlePage(path: string, content: string, bodyHtml: string): string {
  const data = {
    location: path,
    queries: {
      [`getArticle("${path.split('/').pop()}")`]: {
        status: 'fulfilled',
        endpointName: 'getArticle',
        data: { content },
      },
    },
    provided: {},
  };
  return `<!doctype html><html><head><title>Article</title></head><body><div id="root"><main><article><div class="markdown-body">${bodyHtml}</div></article></main></div><script type="application/json" id="prerendered-data">${serializeForScript(data)}</script></body></html>`;
}
