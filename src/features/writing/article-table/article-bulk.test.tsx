import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { login } from '@mocks/data/sessions';
import { writeToken } from '@/api/token';
import { ArticleListPage } from '@/pages/console/article-list-page';
import { renderWithProviders } from '../../../../test/render-with-providers';

jest.setTimeout(60000);
const SLOW = { timeout: 30000 };

afterEach(() => server.events.removeAllListeners());

describe('bulk actions on the article table', () => {
  it('enables the selected articles, leaves the refused one disabled and says why', async () => {
    writeToken(login({ username: 'admin', password: 'admin123' }).token);
    const { user } = renderWithProviders(<ArticleListPage />, {
      route: '/manager/article?status=disabled',
      path: '/manager/article',
    });
    const table = await screen.findByRole('table', { name: 'Articles' }, SLOW);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(3), SLOW);
    const [first, second, third] = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('link')[0].textContent ?? '');
    const refusedId = within(table)
      .getAllByRole('row')[2]
      .querySelector('a')
      ?.getAttribute('href')
      ?.split('/')
      .pop();
    server.use(
      http.post('*/api/article/disabled/:id', ({ params }) =>
        params.id === refusedId ? new HttpResponse('busy', { status: 503 }) : undefined,
      ),
    );
    let lists = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/article/all') lists += 1;
    });

    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    const selected = Number(/(\d+) selected/.exec(bar.textContent ?? '')?.[1]);
    expect(selected).toBeGreaterThanOrEqual(3);
    // Only the first three: untick the rest.
    for (const row of within(table).getAllByRole('row').slice(4)) {
      await user.click(within(row).getByRole('checkbox'));
    }
    expect(bar).toHaveTextContent('3 selected');
    await user.click(within(bar).getByRole('button', { name: 'Enable' }));

    const report = await screen.findByRole('alert', {}, SLOW);
    expect(report).toHaveTextContent('Enabled 2 of 3 articles; 1 failed.');
    expect(report).toHaveTextContent(
      new RegExp(`“${second.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”: .*HTTP 503`),
    );
    // The filter shows disabled articles: the two enabled ones leave it, the refused one stays.
    await waitFor(() => expect(screen.queryByRole('link', { name: first })).toBeNull(), SLOW);
    expect(screen.queryByRole('link', { name: third })).toBeNull();
    expect(screen.getByRole('link', { name: second })).toBeInTheDocument();
    expect(lists).toBe(1);
  });
});
