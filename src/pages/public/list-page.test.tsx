import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '@mocks/node';
import { SEARCH_KEYWORD_MAX_LENGTH } from '@/config/constants';
import { articlesHandler, envelope, wireArticle } from '../../../test/article-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ListPage } from './list-page';

const taxonomies = [
  http.get('*/api/category', () =>
    envelope([
      { id: 2, name: 'Design', articleCount: 4 },
      { id: 3, name: 'Code', articleCount: 9 },
    ]),
  ),
  http.get('*/api/label', () => envelope([{ id: 5, name: 'CSS', articleCount: 3 }])),
];

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const renderList = (route: string) => renderWithProviders(<ListPage />, { route, path: '/list' });
const chips = () => within(screen.getByRole('list', { name: 'Active filters' }));

describe('ListPage', () => {
  it('caps a 10,000-character keyword from the address before echoing it or asking the API', async () => {
    const { handler, calls } = articlesHandler(1);
    server.use(handler, ...taxonomies);
    renderList(`/list?keyword=${'k'.repeat(10000)}`);
    expect(await screen.findByRole('link', { name: 'Article 1' })).toBeInTheDocument();
    const capped = 'k'.repeat(SEARCH_KEYWORD_MAX_LENGTH);
    expect(calls.map((params) => params.get('keyword'))).toEqual([capped]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(capped);
    expect(document.body.textContent).not.toContain(`${capped}k`);
    expect(document.title).not.toContain(`${capped}k`);
  });

  it('asks for the filtered list and names the filters in the heading and chips', async () => {
    const { handler, calls } = articlesHandler(3);
    server.use(handler, ...taxonomies);
    renderList('/list?keyword=grid&categoryId=2&labelId=5');

    expect(await screen.findByRole('link', { name: 'Article 1' })).toBeInTheDocument();
    expect(Object.fromEntries(calls[0])).toEqual({
      page: '1',
      pageSize: '10',
      keyword: 'grid',
      categoryId: '2',
      labelId: '5',
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Search: “grid” in “Design” tagged “CSS”',
      }),
    ).toBeInTheDocument();
    expect(
      chips().getByRole('button', { name: 'Search: grid, remove filter' }),
    ).toBeInTheDocument();
    expect(
      chips().getByRole('button', { name: 'Category: Design, remove filter' }),
    ).toBeInTheDocument();
    expect(chips().getByRole('button', { name: 'Tag: CSS, remove filter' })).toBeInTheDocument();
    expect(document.title).toBe('Search: “grid” in “Design” tagged “CSS” · Test Blog');
  });

  it('describes a category-only list', async () => {
    server.use(articlesHandler(1).handler, ...taxonomies);
    renderList('/list?categoryId=2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Articles in “Design”' }),
    ).toBeInTheDocument();
  });

  it('says plainly that an unknown or disabled category does not exist, never showing its id', async () => {
    server.use(articlesHandler(1).handler, ...taxonomies);
    renderList('/list?categoryId=99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This category does not exist' }),
    ).toBeInTheDocument();
    expect(chips().getByRole('button', { name: 'Unknown category, remove filter' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See all articles' })).toHaveAttribute('href', '/list');
    expect(screen.queryByRole('link', { name: 'Article 1' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('99');
  });

  it('says a disabled tag (absent from the public list) does not exist, not tagged “17”', async () => {
    server.use(articlesHandler(1).handler, ...taxonomies);
    renderList('/list?labelId=17');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This tag does not exist' }),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('17');
  });

  it('shows no id while the names are still loading', async () => {
    server.use(
      articlesHandler(1).handler,
      http.get('*/api/label', () => new Promise<Response>(() => {})),
    );
    renderList('/list?labelId=5');
    await screen.findByRole('link', { name: 'Article 1' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Articles with this tag');
    expect(chips().getByRole('button', { name: 'Tag, remove filter' })).toBeVisible();
  });

  it('removing one chip keeps the other filters, drops the page and scrolls to the top', async () => {
    const { handler, calls } = articlesHandler(30);
    server.use(handler, ...taxonomies);
    const { user, router } = renderList('/list?keyword=grid&categoryId=2&labelId=5&page=2');
    await screen.findByRole('link', { name: 'Article 11' });
    await screen.findByRole('button', { name: 'Category: Design, remove filter' });

    await user.click(chips().getByRole('button', { name: 'Category: Design, remove filter' }));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=grid&labelId=5'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(chips().queryByRole('button', { name: /Category/ })).not.toBeInTheDocument();
    expect(
      chips().getByRole('button', { name: 'Search: grid, remove filter' }),
    ).toBeInTheDocument();
    expect(chips().getByRole('button', { name: 'Tag: CSS, remove filter' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(Object.fromEntries(calls[1])).toEqual({
      page: '1',
      pageSize: '10',
      keyword: 'grid',
      labelId: '5',
    });

    // The keyboard works too: Delete on a focused chip removes it.
    act(() => chips().getByRole('button', { name: 'Tag: CSS, remove filter' }).focus());
    await user.keyboard('{Delete}');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=grid'));
  });

  it('keeps the filters in the page links', async () => {
    server.use(articlesHandler(25).handler, ...taxonomies);
    renderList('/list?keyword=grid&labelId=5');
    await screen.findByRole('link', { name: 'Article 1' });
    expect(screen.getByRole('link', { name: 'Go to page 2' })).toHaveAttribute(
      'href',
      '/list?keyword=grid&labelId=5&page=2',
    );
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    const { handler } = articlesHandler(0);
    server.use(handler, ...taxonomies);
    const { user, router } = renderList('/list?keyword=nothing&categoryId=3');
    expect(
      await screen.findByText('No articles match the search “nothing” and the category “Code”.'),
    ).toBeInTheDocument();
    const clear = screen.getByRole('link', { name: 'Clear filters' });
    expect(clear).toHaveAttribute('href', '/list');
    server.use(articlesHandler(2, () => [wireArticle(42, { title: 'Everything' })]).handler);
    await user.click(clear);
    expect(await screen.findByRole('link', { name: 'Everything' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { level: 1, name: 'All articles' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });
});
