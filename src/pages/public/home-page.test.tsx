import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { articlesHandler, envelope } from '../../../test/article-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { HomePage } from './home-page';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const renderHome = (route: string) =>
  renderWithProviders(<HomePage />, {
    route,
    routes: [
      { path: '/', element: <HomePage /> },
      { path: '/index', element: <HomePage /> },
    ],
    path: '/never',
  });

describe('HomePage', () => {
  it('styles its header, cards and card skeletons from stylesheets, not at run time', async () => {
    const { handler } = articlesHandler(3);
    server.use(handler);
    const { container } = renderHome('/');
    const heading = screen.getByRole('heading', { level: 1, name: 'Test Blog' });
    expect(heading).toHaveClass('heading');
    // Whatever the page itself draws carries no emotion class (the links, placeholders and states
    // are the shared plain components, drawn elsewhere).
    const own = () =>
      Array.from(container.querySelectorAll('[class*="css-"]')).filter(
        (element) => !element.matches('a, .placeholder, [role="alert"], [role="alert"] *'),
      );
    expect(
      container.querySelectorAll('article, [aria-hidden="true"] > div').length,
    ).toBeGreaterThan(0);
    expect(own()).toEqual([]);
    const card = (await screen.findByRole('link', { name: 'Article 1' })).closest('article');
    expect(card).toHaveClass('card');
    expect(own()).toEqual([]);
    expect(container.querySelector('[style]')).toBeNull();
  });

  it('reads the page from the URL and links the other pages', async () => {
    const { handler, calls } = articlesHandler(35);
    server.use(handler);
    renderHome('/?page=2');

    expect(screen.getByRole('heading', { level: 1, name: 'Test Blog' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    expect(await screen.findByRole('link', { name: 'Article 11' })).toHaveAttribute(
      'href',
      '/detail/11',
    );
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(10);
    expect(calls[0].get('page')).toBe('2');
    expect(calls[0].get('pageSize')).toBe('10');
    expect(document.title).toBe('Page 2 · Test Blog');

    const pages = within(screen.getByRole('navigation'));
    expect(pages.getByRole('link', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('link', { name: 'Go to page 1' })).toHaveAttribute('href', '/');
    expect(pages.getByRole('link', { name: 'Go to page 3' })).toHaveAttribute('href', '/?page=3');
    expect(pages.getByRole('link', { name: 'Go to page 4' })).toHaveAttribute('href', '/?page=4');
  });

  it('moves between pages through the URL and scrolls to the top', async () => {
    const { handler, calls } = articlesHandler(35);
    server.use(handler);
    const { user, router } = renderHome('/');
    expect(await screen.findByRole('link', { name: 'Article 1' })).toBeInTheDocument();
    expect(document.title).toBe('Test Blog');
    expect(window.scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Go to page 3' }));
    expect(await screen.findByRole('link', { name: 'Article 21' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(calls.map((params) => params.get('page'))).toEqual(['1', '3']);
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(screen.queryByRole('link', { name: 'Article 1' })).not.toBeInTheDocument();
  });

  it('keeps page links on /index when the reader came by /index', async () => {
    server.use(articlesHandler(25).handler);
    renderHome('/index');
    await screen.findByRole('link', { name: 'Article 1' });
    expect(screen.getByRole('link', { name: 'Go to page 2' })).toHaveAttribute(
      'href',
      '/index?page=2',
    );
  });

  it('treats a nonsense page number as page 1', async () => {
    const { handler, calls } = articlesHandler(5);
    server.use(handler);
    renderHome('/?page=banana');
    await screen.findByRole('link', { name: 'Article 1' });
    expect(calls[0].get('page')).toBe('1');
    // One page only: no page links.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('offers the first page when the URL points past the end', async () => {
    server.use(articlesHandler(5).handler);
    const { user } = renderHome('/?page=9');
    expect(await screen.findByText('There is no page 9.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the first page' }));
    expect(await screen.findByRole('link', { name: 'Article 1' })).toBeInTheDocument();
  });

  it('says so when there are no articles', async () => {
    server.use(articlesHandler(0).handler);
    renderHome('/');
    expect(await screen.findByText('No articles yet.')).toBeInTheDocument();
  });

  it.each([
    ['data: null', null],
    ['a page without its list', { total: 3, page: 1, pageSize: 10 }],
  ])('treats %s as an error with retry, not as "No articles yet"', async (_name, data) => {
    server.use(http.get('*/api/article', () => envelope(data)));
    renderHome('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the articles');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('No articles yet.')).not.toBeInTheDocument();
  });

  it('shows skeletons while loading, then an inline error with retry on a network failure', async () => {
    let fail = true;
    server.use(
      http.get('*/api/article', () =>
        fail
          ? HttpResponse.error()
          : envelope({
              list: [{ id: 1, title: 'Recovered', createdAt: '2026-01-01T00:00:00Z' }],
              total: 1,
              page: 1,
              pageSize: 10,
            }),
      ),
    );
    const { user, store } = renderHome('/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading articles…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the articles');
    expect(alert).toHaveTextContent('The server could not be reached');
    // A network failure is shown inline only, never as a toast.
    expect(store.getState().toast.queue).toHaveLength(0);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Recovered' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('reports the visit with the visitor key and path', async () => {
    const visits: string[] = [];
    server.use(
      articlesHandler(3).handler,
      http.post('*/api/analysis', async ({ request }) => {
        visits.push(await request.text());
        return envelope(null);
      }),
    );
    renderHome('/');
    await waitFor(() => expect(visits).toHaveLength(1));
    const body = new URLSearchParams(visits[0]);
    expect(body.get('event')).toBe('analysis');
    expect(body.get('path')).toBe('/');
    expect(body.get('key')).toBe(localStorage.getItem('visitorKey'));
  });
});
