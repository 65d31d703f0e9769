import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../../test/render-with-providers';
import { expectStaticStyles } from '../../../test/static-styles';
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

  const sections = () => within(screen.getByRole('navigation', { name: 'Main' }));

  it.each([
    ['/', 'Home'],
    ['/index', 'Home'],
    ['/timeLine', 'Archive'],
  ])('marks the current section at %s', (route, name) => {
    renderLayout(route);
    const links = sections().getAllByRole('link');
    expect(links.map((element) => element.textContent)).toEqual(['Home', 'Archive']);
    expect(sections().getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    expect(sections().getAllByRole('link', { current: 'page' })).toHaveLength(1);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it.each(['/list?keyword=x', '/detail/7'])('marks no section at %s', (route) => {
    renderLayout(route);
    for (const link of sections().getAllByRole('link'))
      expect(link).not.toHaveAttribute('aria-current');
  });

  it('reaches Home and then Archive with the Tab key, and opens them with Enter', async () => {
    const { user, router } = renderLayout('/');
    act(() => screen.getByRole('link', { name: 'Test Blog' }).focus());
    await user.tab();
    expect(sections().getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.tab();
    expect(sections().getByRole('link', { name: 'Archive' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/timeLine');
  });

  it('navigates with the links, scrolls to the top and focuses the new page heading', async () => {
    const { user, router } = renderLayout('/');
    await user.click(sections().getByRole('link', { name: 'Archive' }));
    expect(router.state.location.pathname).toBe('/timeLine');
    expect(sections().getByRole('link', { name: 'Archive' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Archive at /timeLine');
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));

    await user.click(sections().getByRole('link', { name: 'Home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(sections().getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('does not scroll to the top on back/forward navigation', async () => {
    const { user, router } = renderLayout('/');
    await user.click(sections().getByRole('link', { name: 'Archive' }));
    jest.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate(-1));
    await screen.findByText('Home at /');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('is drawn from its stylesheets: no emotion class, no style attribute', () => {
    const { container } = renderLayout('/');
    expectStaticStyles(container);
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
