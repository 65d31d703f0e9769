import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { routes } from './router';
import { makeStore } from './store';

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders store={makeStore()}>
      <RouterProvider router={router} />
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
});
