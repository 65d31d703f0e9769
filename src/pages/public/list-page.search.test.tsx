/**
 * A keyword search on the list page (/list?keyword=) of a site with search files gives what the
 * quick search promised: the index's matches and the API's, merged in one order, each counted
 * once, in the list's pages, each with its text around the keyword marked (or its summary when
 * the text lacks it). A site without search files lists the API's own pages.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { toArticleSummary } from '@/api/adapters';
import { forgetSearchFiles } from '@/features/search/search-files';
import { buildSearchIndex } from '@/features/search/search-index-build';
import { searchFilesTag } from '@/features/search/search-index-format';
import {
  articlesHandler,
  envelope,
  publicTaxonomies,
  wireArticle,
  type WireArticle,
} from '../../../test/article-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ListPage } from './list-page';

/** Fourteen articles the index knows: the word "chapter" is in their text only. */
const INDEXED = Array.from({ length: 14 }, (_, at) =>
  wireArticle(at + 1, {
    title: `Guide ${at + 1}`,
    summary: `Summary ${at + 1}.`,
    category: { id: at % 2 === 0 ? 1 : 2, name: at % 2 === 0 ? 'Notes' : 'Code' },
  }),
);
const textOf = (id: number) =>
  id === 3
    ? 'Nothing to see here.'
    : `${'Opening words. '.repeat(4)}This chapter covers stage ${id}. The rest follows.`;

/** The site's search files, and an API whose keyword search knows `api` (its titles, summaries). */
function serve(api: WireArticle[]) {
  const asked: string[] = [];
  const documents = INDEXED.map((article) => ({
    id: String(article.id),
    title: article.title,
    summary: article.summary,
    headings: [],
    text: textOf(article.id),
    category: article.category!.name,
    tags: [],
    categoryId: String(article.category!.id),
    labelIds: [],
  }));
  server.use(
    http.get('*/search/index.json', () => HttpResponse.json(buildSearchIndex(documents))),
    http.get('*/search/text/:file', ({ params }) => {
      asked.push(String(params.file));
      const article = INDEXED.find((a) => `${a.id}.json` === params.file);
      return article
        ? HttpResponse.json({ text: textOf(article.id), article: toArticleSummary(article) })
        : new HttpResponse(null, { status: 404 });
    }),
    http.get('*/api/article', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const keyword = params.get('keyword')?.toLowerCase() ?? '';
      const category = params.get('categoryId');
      const found = api.filter(
        (a) =>
          `${a.title}\n${a.summary}`.toLowerCase().includes(keyword) &&
          (!category || String(a.category?.id) === category),
      );
      const page = Number(params.get('page'));
      const size = Number(params.get('pageSize'));
      const list = found.slice((page - 1) * size, page * size);
      return envelope({ list, total: found.length, page, pageSize: size });
    }),
  );
  server.use(
    ...publicTaxonomies(
      [
        { id: 1, name: 'Notes' },
        { id: 2, name: 'Code' },
      ],
      [],
    ),
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
const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const pageLinks = () =>
  within(screen.getByRole('navigation', { name: 'pagination navigation' }))
    .queryAllByRole('link', { name: /page \d+$/ })
    .map((link) => link.textContent);

describe('the list page’s keyword search on a site with search files', () => {
  it('lists what the index and the API found, in one order, each once, in pages', async () => {
    // One the API finds that the index knows too, and one published since the index.
    const fresh = wireArticle(20, { title: 'Chapter one, revisited', summary: 'New.' });
    serve([INDEXED[4], fresh]);
    const first = renderList('/list?keyword=chapter');
    await waitFor(() => expect(cardTitles()).toHaveLength(10));
    // The index's order (its score, ties newest first): article 3's text lacks the word.
    const indexOrder = INDEXED.filter((a) => a.id !== 3).map((a) => a.title);
    expect(cardTitles()).toEqual(indexOrder.slice(0, 10));
    expect(pageLinks()).toEqual(['1', '2']);
    first.unmount();

    renderList('/list?keyword=chapter&page=2');
    await waitFor(() => expect(cardTitles()).toContain('Chapter one, revisited'));
    expect(cardTitles()).toEqual([...indexOrder.slice(10), 'Chapter one, revisited']);
  });

  it('shows each article’s card and its text around the keyword, marked', async () => {
    const asked = serve([]);
    renderList('/list?keyword=chapter');
    await waitFor(() => expect(cardTitles()).toHaveLength(10));
    const first = screen.getAllByRole('article')[0];
    expect(first).toHaveTextContent('This chapter covers stage 1.');
    expect(await within(first).findByRole('link', { name: 'Notes' })).toBeInTheDocument();
    const marks = [...document.querySelectorAll('article mark')].map((m) => m.textContent);
    expect(marks).toEqual(Array(10).fill('chapter'));
    expect(screen.queryByText('Summary 1.')).toBeNull();
    expect(asked).toHaveLength(10);
  });

  it('shows the summary, marked, when the API matched what the text lacks', async () => {
    serve([wireArticle(3, { title: 'Guide 3', summary: 'Short: zephyr notes.' })]);
    renderList('/list?keyword=zephyr');
    await waitFor(() => expect(cardTitles()).toEqual(['Guide 3']));
    expect(screen.getByRole('article')).toHaveTextContent('Short: zephyr notes.');
    expect(document.querySelector('article mark')?.textContent).toBe('zephyr');
  });

  it('keeps to the list’s category', async () => {
    serve([]);
    renderList('/list?keyword=chapter&categoryId=2');
    await waitFor(() => expect(cardTitles()).toHaveLength(7));
    expect(cardTitles()).toEqual([
      'Guide 2',
      'Guide 4',
      'Guide 6',
      'Guide 8',
      'Guide 10',
      'Guide 12',
      'Guide 14',
    ]);
  });

  it('says no article matches only when neither found one', async () => {
    serve([]);
    renderList('/list?keyword=zebra');
    expect(await screen.findByText('No articles match the search “zebra”.')).toBeInTheDocument();
  });
});

describe('the list page’s keyword search on a site without search files', () => {
  it('lists the API’s own pages and asks for no search file', async () => {
    document.head.innerHTML = '';
    const asked = serve([]);
    const { handler, calls } = articlesHandler(12);
    server.use(handler);
    renderList('/list?keyword=chapter');
    expect(await screen.findByText('Summary of article 1.')).toBeInTheDocument();
    expect(calls.map((params) => params.get('pageSize'))).toEqual(['10']);
    expect(document.querySelector('mark')).toBeNull();
    expect(asked).toEqual([]);
  });
});
