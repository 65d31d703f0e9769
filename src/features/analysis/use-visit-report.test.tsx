import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { useSearchParams } from 'react-router-dom';
import { RouterLink as Link } from '@/components/router-link/router-link';
import { server } from '@mocks/node';
import { ANALYSIS_EVENT, VISITOR_KEY_STORAGE_KEY } from '@/config/constants';
import { envelope } from '../../../test/article-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { useVisitReport } from './use-visit-report';

function recordVisits() {
  const visits: Record<string, string>[] = [];
  server.use(
    http.post('*/api/analysis', async ({ request }) => {
      visits.push(Object.fromEntries(new URLSearchParams(await request.text())));
      return envelope(null);
    }),
  );
  return visits;
}

/** Lets every request the app has started reach the mock server before counting. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

function Home() {
  const [params] = useSearchParams();
  const [clicks, setClicks] = useState(0);
  useVisitReport('/');
  return (
    <>
      <p>Home page {params.get('page') ?? '1'}</p>
      <button onClick={() => setClicks(clicks + 1)}>Re-render {clicks}</button>
      <Link to="/?page=2">Page 2</Link>
      <Link to="/elsewhere">Leave</Link>
    </>
  );
}

const routes = [{ path: '/elsewhere', element: <Link to="/">Back home</Link> }];

describe('useVisitReport', () => {
  it('sends one analysis event per appearance, even under StrictMode', async () => {
    const visits = recordVisits();
    // StrictMode at the root, as main.tsx renders the app: effects run twice on mount.
    const { user } = renderWithProviders(<Home />, { path: '/', routes, reactStrictMode: true });

    await waitFor(() => expect(visits).toHaveLength(1));
    await settle();
    expect(visits).toHaveLength(1);
    const key = localStorage.getItem(VISITOR_KEY_STORAGE_KEY);
    expect(key).toBeTruthy();
    expect(visits[0]).toEqual({ key, event: ANALYSIS_EVENT, path: '/' });

    // Re-renders and page changes within home are the same appearance.
    await user.click(screen.getByRole('button', { name: 'Re-render 0' }));
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByText('Home page 2')).toBeInTheDocument();
    await settle();
    expect(visits).toHaveLength(1);

    // Leaving and coming back is a new appearance.
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    await user.click(await screen.findByRole('link', { name: 'Back home' }));
    await waitFor(() => expect(visits).toHaveLength(2));
    await settle();
    expect(visits).toHaveLength(2);
    expect(visits[1]).toEqual({ key, event: ANALYSIS_EVENT, path: '/' });
  });

  it('reports again after an unmount and a fresh mount', async () => {
    const visits = recordVisits();
    const first = renderWithProviders(<Home />, { path: '/' });
    await waitFor(() => expect(visits).toHaveLength(1));
    first.unmount();
    renderWithProviders(<Home />, { path: '/' });
    await waitFor(() => expect(visits).toHaveLength(2));
    await settle();
    expect(visits).toHaveLength(2);
  });
});
