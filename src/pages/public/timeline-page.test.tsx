import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { server } from '@mocks/node';
import { TIMELINE_MAX_DOM_ENTRIES } from '@/config/constants';
import { envelope } from '../../../test/article-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { TimelinePage } from './timeline-page';

const HOUR = 3_600_000;
/** 10,000 entries, one an hour backwards from 2026-06-30: about 14 months. */
const manyEntries = Array.from({ length: 10_000 }, (_, index) => ({
  id: index + 1,
  title: `Entry ${index + 1}`,
  createdAt: new Date(Date.UTC(2026, 5, 30, 12) - index * HOUR).toISOString(),
}));

function DetailProbe() {
  const location = useLocation();
  const title = (location.state as { title?: string } | null)?.title;
  return <p>{`Detail ${location.pathname} ${title}`}</p>;
}

const entriesInDom = () => document.querySelectorAll('[data-timeline-entry]').length;

afterEach(() => jest.restoreAllMocks());

describe('TimelinePage', () => {
  it('groups entries by year and month with counts, each linking to its article', async () => {
    server.use(
      http.get('*/api/article/timeline', () =>
        envelope([
          { id: 3, title: 'Newest', createdAt: '2026-02-10T09:00:00Z' },
          { id: 2, title: 'Middle', createdAt: '2026-01-03T09:00:00Z' },
          { id: 1, title: 'Oldest', createdAt: '2025-12-31T23:00:00Z' },
        ]),
      ),
    );
    const { user } = renderWithProviders(<TimelinePage />, {
      path: '/timeLine',
      route: '/timeLine',
      routes: [{ path: '/detail/:id', element: <DetailProbe /> }],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Archive' })).toBeInTheDocument();
    const years = await screen.findAllByRole('heading', { level: 2 });
    expect(years.map((heading) => heading.textContent)).toEqual([
      '2026 2 articles',
      '2025 1 article',
    ]);
    const months = screen.getAllByRole('heading', { level: 3 });
    expect(months.map((heading) => heading.textContent)).toEqual([
      'February 2026 1 article',
      'January 2026 1 article',
      'December 2025 1 article',
    ]);
    expect(screen.getByText('3 articles')).toBeInTheDocument();
    expect(document.title).toBe('Archive · Test Blog');

    const link = screen.getByRole('link', { name: 'Newest' });
    expect(link).toHaveAttribute('href', '/detail/3');
    await user.click(link);
    expect(await screen.findByText('Detail /detail/3 Newest')).toBeInTheDocument();
  });

  it(`keeps at most ${TIMELINE_MAX_DOM_ENTRIES} entries in the DOM with 10,000 articles`, async () => {
    server.use(http.get('*/api/article/timeline', () => envelope(manyEntries)));
    renderWithProviders(<TimelinePage />);
    // 10,000 entries pass through RTK's dev-only serializability check: allow them time to arrive.
    expect(
      await screen.findByRole('link', { name: 'Entry 1' }, { timeout: 15000 }),
    ).toHaveAttribute('href', '/detail/1');
    expect(screen.getByText('10,000 articles')).toBeInTheDocument();
    expect(entriesInDom()).toBeGreaterThan(0);
    expect(entriesInDom()).toBeLessThanOrEqual(TIMELINE_MAX_DOM_ENTRIES);
    expect(screen.queryByRole('link', { name: 'Entry 10000' })).not.toBeInTheDocument();

    // Scroll far down: the window moves, the first entries leave, and the DOM stays small.
    // The spacer: the parent of the moving box that holds the measured rows.
    const spacer = screen.getByRole('link', { name: 'Entry 1' }).closest('[data-row-key]')!
      .parentElement!.parentElement!;
    jest.spyOn(spacer, 'getBoundingClientRect').mockReturnValue({
      top: -200_000,
      bottom: 0,
      left: 0,
      right: 0,
      width: 0,
      height: 0,
      x: 0,
      y: -200_000,
      toJSON: () => ({}),
    });
    fireEvent.scroll(window);
    expect(screen.queryByRole('link', { name: 'Entry 1' })).not.toBeInTheDocument();
    const visible = screen.getAllByRole('link');
    expect(visible.length).toBeGreaterThan(0);
    expect(Number(visible[0].textContent!.replace('Entry ', ''))).toBeGreaterThan(4000);
    expect(entriesInDom()).toBeLessThanOrEqual(TIMELINE_MAX_DOM_ENTRIES);
    // The spacer holds the full height: 10,000 entries of 40 px plus headers.
    expect(parseFloat(spacer.style.height)).toBeGreaterThan(400_000);
  });

  it('shows an inline error with retry when the archive cannot be reached', async () => {
    let fail = true;
    server.use(
      http.get('*/api/article/timeline', () =>
        fail
          ? HttpResponse.error()
          : envelope([{ id: 1, title: 'Back again', createdAt: '2026-01-01T10:00:00Z' }]),
      ),
    );
    const { user } = renderWithProviders(<TimelinePage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the archive');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Back again' })).toBeInTheDocument();
  });

  it('says so when there are no articles', async () => {
    server.use(http.get('*/api/article/timeline', () => envelope([])));
    renderWithProviders(<TimelinePage />);
    expect(await screen.findByText('No articles yet.')).toBeInTheDocument();
  });
});
