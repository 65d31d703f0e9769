import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('says the page was not found, sets the title and leads back home', async () => {
    const { user, router } = renderWithProviders(<NotFoundPage />, {
      route: '/no/such/page',
      routes: [{ path: '/', element: <p>Home</p> }],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Test Blog');
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Home')).toBeInTheDocument();
  });
});
