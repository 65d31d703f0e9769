import { act, render, screen } from '@testing-library/react';
import { useLocation, useRoutes } from 'react-router-dom';
import { createMemoryRouter } from '../../test/memory-router';
import { ColorModeProvider } from './color-mode-provider';
import { RouteErrorBoundary } from './route-error';

function Broken(): never {
  throw new Error('the page broke');
}

function Routes() {
  const location = useLocation();
  const page = useRoutes([
    { path: '/broken', element: <Broken /> },
    { path: '/fine', element: <h1>Fine page</h1> },
  ]);
  return <RouteErrorBoundary location={location}>{page}</RouteErrorBoundary>;
}

describe('RouteErrorBoundary', () => {
  it('shows plain words and a reload for a page that crashes, and leaves them behind on the next page', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { router, Router } = createMemoryRouter(['/broken']);
    render(
      <Router>
        <Routes />
      </Router>,
      { wrapper: ColorModeProvider },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    // Plain elements with their classes: no style written at run time on a public page.
    expect(document.querySelectorAll('style')).toHaveLength(0);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'the page broke' }));
    await act(() => router.navigate('/fine'));
    expect(await screen.findByRole('heading', { name: 'Fine page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    logged.mockRestore();
  });
});
