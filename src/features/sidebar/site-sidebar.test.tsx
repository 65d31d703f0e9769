import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { server } from '@mocks/node';
import { TAG_COLORS } from '@/config/constants';
import { envelope } from '../../../test/article-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SiteSidebar } from './site-sidebar';

const sidebarData = [
  http.get('*/api/article/rank', () =>
    envelope([
      { id: 8, title: 'Most read article', views: 900 },
      { id: 4, title: 'Second place', views: 1 },
    ]),
  ),
  http.get('*/api/category', () =>
    envelope([
      { id: 2, name: 'Design', articleCount: 4 },
      { id: 3, name: 'Code', articleCount: 1 },
    ]),
  ),
  http.get('*/api/label', () =>
    envelope([
      { id: 5, name: 'CSS', articleCount: 3 },
      { id: 6, name: 'Rust', articleCount: 2 },
    ]),
  ),
];

function DetailProbe() {
  const location = useLocation();
  return <p>{`Detail ${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

describe('SiteSidebar', () => {
  it('shows the owner with a home link and external profile links opening safely in a new tab', () => {
    server.use(...sidebarData);
    renderWithProviders(<SiteSidebar />);
    expect(screen.getByRole('link', { name: 'Test Owner, home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 2, name: 'Test Owner' })).toBeInTheDocument();
    expect(screen.getByText('A blog under test.')).toBeInTheDocument();
    const profile = screen.getByRole('link', { name: 'GitHub (opens in a new tab)' });
    expect(profile).toHaveAttribute('href', 'https://github.com/owner');
    expect(profile).toHaveAttribute('target', '_blank');
    expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("shows the owner's initial in place of a picture that fails to load", () => {
    server.use(...sidebarData);
    renderWithProviders(<SiteSidebar />);
    const home = screen.getByRole('link', { name: 'Test Owner, home' });
    const picture = home.querySelector('img');
    expect(picture).toHaveAttribute('src', '/avatar.svg');
    expect(home).not.toHaveTextContent('T');
    fireEvent.error(picture!);
    expect(home.querySelector('img')).toBeNull();
    expect(home).toHaveTextContent(/^T$/);
  });

  it('lists the most read articles, numbered, opening the detail with the title as state', async () => {
    server.use(...sidebarData);
    const { user } = renderWithProviders(<SiteSidebar />, {
      path: '/',
      routes: [{ path: '/detail/:id', element: <DetailProbe /> }],
    });
    const ranked = within(screen.getByRole('navigation', { name: 'Most read' }));
    const items = await ranked.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1Most read article900 views',
      '2Second place1 view',
    ]);
    const link = ranked.getByRole('link', { name: 'Most read article' });
    expect(link).toHaveAttribute('href', '/detail/8');
    await user.click(link);
    expect(
      await screen.findByText('Detail /detail/8 {"id":"8","title":"Most read article"}'),
    ).toBeInTheDocument();
  });

  it('links categories (with counts) and tags (in one of the five colours) to the list', async () => {
    server.use(...sidebarData);
    renderWithProviders(<SiteSidebar />);
    const categories = within(screen.getByRole('navigation', { name: 'Categories' }));
    expect(await categories.findByRole('link', { name: 'Design 4 articles' })).toHaveAttribute(
      'href',
      '/list?categoryId=2',
    );
    expect(categories.getByRole('link', { name: 'Code 1 article' })).toHaveAttribute(
      'href',
      '/list?categoryId=3',
    );

    const tags = within(screen.getByRole('navigation', { name: 'Tags' }));
    const css = await tags.findByRole('link', { name: 'Tag: CSS' });
    expect(css).toHaveAttribute('href', '/list?labelId=5');
    expect(tags.getByRole('link', { name: 'Tag: Rust' })).toHaveAttribute(
      'href',
      '/list?labelId=6',
    );
    // One of the five colours (each rule holds one of TAG_COLORS: tag-chip.test.tsx), through
    // the static stylesheet: no style attribute, which the Content-Security-Policy forbids.
    expect(css).toHaveAttribute('data-color', expect.stringMatching(/^[0-4]$/));
    expect(TAG_COLORS).toHaveLength(5);
    expect(css).not.toHaveAttribute('style');
  });

  it('hides a section whose call fails, silently, and keeps the others', async () => {
    // Earlier handlers win in msw: the failures first.
    server.use(
      http.get('*/api/article/rank', () => HttpResponse.error()),
      http.get('*/api/label', () => HttpResponse.json({ code: 500, msg: 'Broken', data: null })),
      ...sidebarData,
    );
    const { store } = renderWithProviders(<SiteSidebar />);
    expect(screen.getByRole('navigation', { name: 'Most read' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Most read' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Tags' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('link', { name: 'Design 4 articles' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Test Owner, home' })).toBeInTheDocument();
    // The sidebar's calls are exempt from the toast rule: a refusal hides the section, no toast.
    expect(store.getState().toast.queue).toEqual([]);
  });

  it.each([
    ['rank', '*/api/article/rank', 'Most read'],
    ['category', '*/api/category', 'Categories'],
    ['label', '*/api/label', 'Tags'],
  ])(
    'hides the section and shows no toast when the %s call answers code !== 0',
    async (_name, url, section) => {
      server.use(
        http.get(url, () => HttpResponse.json({ code: 1001, msg: 'Refused', data: null })),
        ...sidebarData,
      );
      const { store } = renderWithProviders(<SiteSidebar />);
      // Wait for the refusal itself to arrive, then look.
      await waitFor(() =>
        expect(Object.values(store.getState().api.queries).map((query) => query?.status)).toContain(
          'rejected',
        ),
      );
      expect(screen.queryByRole('navigation', { name: section })).not.toBeInTheDocument();
      expect(store.getState().toast.queue).toEqual([]);
    },
  );
});
