import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PublicLayout } from './public-layout';

function Page({ title }: { title: string }) {
  const { pathname } = useLocation();
  return (
    <h1 tabIndex={-1}>
      {title} at {pathname}
    </h1>
  );
}

const children = [
  { path: '/', element: <Page title="Home" /> },
  { path: '/index', element: <Page title="Home" /> },
  { path: '/timeLine', element: <Page title="Archive" /> },
  { path: '/list', element: <Page title="List" /> },
  { path: '/detail/:id', element: <Page title="Detail" /> },
];

function renderLayout(route: string) {
  return renderWithProviders(
    <PublicLayout
      sidebar={<p>Sidebar content</p>}
      search={<input aria-label="Search articles" />}
    />,
    {
      route,
      children,
    },
  );
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('PublicLayout', () => {
  it('has the landmarks, the skip link and the sidebar region', () => {
    renderLayout('/');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(
      within(screen.getByRole('complementary', { name: 'Sidebar' })).getByText('Sidebar content'),
    ).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Test Blog' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/', 'Home'],
    ['/index', 'Home'],
    ['/timeLine', 'Archive'],
  ])('selects the right tab at %s', (route, tab) => {
    renderLayout(route);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((element) => element.textContent)).toEqual(['Home', 'Archive']);
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  });

  it.each(['/list?keyword=x', '/detail/7'])('selects no tab at %s', (route) => {
    renderLayout(route);
    for (const tab of screen.getAllByRole('tab'))
      expect(tab).toHaveAttribute('aria-selected', 'false');
  });

  it('navigates with the tabs, scrolls to the top and focuses the new page heading', async () => {
    const { user, router } = renderLayout('/');
    await user.click(screen.getByRole('tab', { name: 'Archive' }));
    expect(router.state.location.pathname).toBe('/timeLine');
    expect(screen.getByRole('tab', { name: 'Archive' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Archive at /timeLine');
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));

    await user.click(screen.getByRole('tab', { name: 'Home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
  });

  it('does not scroll to the top on back/forward navigation', async () => {
    const { user, router } = renderLayout('/');
    await user.click(screen.getByRole('tab', { name: 'Archive' }));
    jest.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate(-1));
    await screen.findByText('Home at /');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('leaves focus alone on the first page load', () => {
    renderLayout('/');
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
  });

  it('shows the copyright line and the filing number linked to its site', () => {
    renderLayout('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('© 2026 Test Owner')).toBeInTheDocument();
    const filing = within(footer).getByRole('link', { name: 'ICP 123' });
    expect(filing).toHaveAttribute('href', 'https://beian.example/');
    expect(filing).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
