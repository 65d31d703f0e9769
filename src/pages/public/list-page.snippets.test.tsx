/**
 * A keyword search on the list page (/list?keyword=) shows each article's text around the keyword,
 * marked, in place of its summary, as the quick search does; the texts are asked for only when
 * the list has a keyword.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { articlesHandler, wireArticle } from '../../../test/article-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { forgetSearchFiles } from '@/features/search/search-files';
import { searchFilesTag } from '@/features/search/search-index-format';
import { ListPage } from './list-page';

const TEXT = `${'Opening words. '.repeat(20)}Later on, the service worker revalidates the page.`;

function serveTexts() {
  const asked: string[] = [];
  server.use(
    http.get('*/search/text/:file', ({ params }) => {
      asked.push(String(params.file));
      return params.file === '1.json'
        ? HttpResponse.json({ text: TEXT })
        : new HttpResponse(null, { status: 404 });
    }),
  );
  return asked;
}

beforeEach(() => {
  window.scrollTo = jest.fn();
  forgetSearchFiles();
  // A prerendered site's page (search-index-format.ts).
  document.head.innerHTML = searchFilesTag();
});
afterEach(() => {
  document.head.innerHTML = '';
});

const renderList = (route: string) => renderWithProviders(<ListPage />, { route, path: '/list' });

describe('the list page’s snippets', () => {
  it('shows the text around the keyword, marked, and the marked summary without a text', async () => {
    const asked = serveTexts();
    const articles = articlesHandler(2, () => [
      wireArticle(1, { title: 'Caching' }),
      wireArticle(2, { title: 'Workers', summary: 'A worker pool, explained.' }),
    ]);
    server.use(articles.handler);
    renderList('/list?keyword=worker');
    await screen.findByRole('link', { name: 'Caching' });
    await waitFor(() =>
      expect(screen.getByText('revalidates the page.', { exact: false })).toBeInTheDocument(),
    );
    const marks = [...document.querySelectorAll('main mark, article mark')].map(
      (m) => m.textContent,
    );
    expect(marks).toEqual(['worker', 'worker']);
    expect(screen.queryByText('Summary of article 1.')).toBeNull();
    expect(screen.getByText('pool, explained.', { exact: false })).toBeInTheDocument();
    expect(asked.sort()).toEqual(['1.json', '2.json']);
  });

  it('asks for no text without a keyword', async () => {
    const asked = serveTexts();
    server.use(articlesHandler(1).handler);
    renderList('/list?categoryId=1');
    await screen.findByText('Summary of article 1.');
    expect(document.querySelector('mark')).toBeNull();
    expect(asked).toEqual([]);
  });
});
