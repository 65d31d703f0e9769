import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from '../../test/memory-router';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { makeStore } from './store';

function renderApp(path: string) {
  const { router, Router } = createMemoryRouter([path]);
  render(
    <AppProviders store={makeStore()}>
      <Router>
        <AppRoutes />
      </Router>
    </AppProviders>,
  );
  return router;
}

describe('the route table', () => {
  it.each(['/nope', '/manager/nope', '/detail', '/list/extra', '/manager/file/extra'])(
    'shows the 404 page inside the public layout at %s',
    async (path) => {
      renderApp(path);
      // The first lazy import compiles the page under ts-jest, which can take a few seconds.
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Page not found' },
          { timeout: 15000 },
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(
        within(screen.getByRole('main')).getByRole('link', { name: 'Back to home' }),
      ).toHaveAttribute('href', '/');
    },
  );

  // The spec's route table, through the app's real `routes`: each path shows its page.
  it.each([
    ['/', 'Test Blog'],
    ['/index', 'Test Blog'],
    ['/timeLine', 'Archive'],
    ['/list?categoryId=1', /./],
    ['/detail/1', /./],
  ])('serves %s inside the public layout', async (path, heading) => {
    const router = renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 15000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Page not found' })).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path.split('?')[0]);
  });

  it('serves the sign-in page /manager inside the public layout (header, sidebar, footer)', async () => {
    renderApp('/manager');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 15000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('banner')[0]).toHaveTextContent('Archive');
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('form', { name: 'Sign in' })).toBeVisible();
  });

  it.each([
    '/manager/home',
    '/manager/article',
    '/manager/article/new',
    '/manager/article/edit/1',
    '/manager/category',
    '/manager/label',
    '/manager/file',
  ])('guards the console screen %s behind sign-in', async (path) => {
    const router = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager'), {
      timeout: 15000,
    });
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(path)}`);
  });
});
