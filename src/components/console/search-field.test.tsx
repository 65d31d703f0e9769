import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { login } from '@mocks/data/sessions';
import { writeToken } from '@/api/token';
import { categoryKind } from '@/features/taxonomies/console/taxonomy-kinds';
import { TaxonomyManager } from '@/features/taxonomies/console/taxonomy-manager';
import { renderWithProviders } from '../../../test/render-with-providers';

jest.setTimeout(60000);
const SLOW = { timeout: 30000 };

function renderCategories() {
  writeToken(login({ username: 'admin', password: 'admin123' }).token);
  return renderWithProviders(<TaxonomyManager kind={categoryKind} />, {
    route: '/manager/category',
  });
}

/** The keywords the category list was asked for, in order. */
function keywordsAsked() {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/category/all') asked.push(url.searchParams.get('keyword') ?? '');
  });
  return asked;
}

afterEach(() => server.events.removeAllListeners());

describe('console search box', () => {
  it('filters as you type, without Enter, with one request for a word typed at speed', async () => {
    const { user, router } = renderCategories();
    const table = await screen.findByRole('table', { name: 'Categories' }, SLOW);
    await within(table).findByText('Frontend', {}, SLOW);
    const asked = keywordsAsked();
    await user.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'back');
    await waitFor(() => expect(within(table).queryByText('Frontend')).toBeNull(), SLOW);
    expect(within(table).getByText('Backend')).toBeInTheDocument();
    expect(asked).toEqual(['back']);
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('back');
  });

  it('keeps a space typed between words while the first word is searched', async () => {
    const { user } = renderCategories();
    await screen.findByRole('table', { name: 'Categories' }, SLOW);
    const box = screen.getByRole('searchbox', { name: 'Search categories' });
    const asked = keywordsAsked();
    await user.type(box, 'front ');
    await waitFor(() => expect(asked).toContain('front'), SLOW);
    await user.type(box, 'end');
    expect(box).toHaveValue('front end');
    await waitFor(() => expect(asked).toContain('front end'), SLOW);
  });

  it('drops the answer to an older keyword that arrives after the newer one', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/api/category/all', async ({ request }) => {
        if (new URL(request.url).searchParams.get('keyword') !== 'fro') return undefined;
        await gate;
        const stale = { id: 1, name: 'Stale answer', articleCount: 0, disabled: false };
        return HttpResponse.json({
          code: 0,
          msg: 'ok',
          data: {
            list: [{ ...stale, createdAt: '2026-01-01T00:00:00Z' }],
            total: 1,
            page: 1,
            pageSize: 10,
          },
        });
      }),
    );
    const { user } = renderCategories();
    const table = await screen.findByRole('table', { name: 'Categories' }, SLOW);
    await within(table).findByText('Backend', {}, SLOW);
    const asked = keywordsAsked();
    const box = screen.getByRole('searchbox', { name: 'Search categories' });
    await user.type(box, 'fro');
    await waitFor(() => expect(asked).toEqual(['fro']), SLOW);
    await user.type(box, 'ntend');
    await waitFor(() => expect(asked).toEqual(['fro', 'frontend']), SLOW);
    await waitFor(() => expect(within(table).queryByText('Backend')).toBeNull(), SLOW);
    expect(within(table).getByText('Frontend')).toBeInTheDocument();
    const staleAnswered = new Promise<void>((resolve) => {
      server.events.on('response:mocked', ({ request }) => {
        if (new URL(request.url).searchParams.get('keyword') === 'fro') resolve();
      });
    });
    await act(async () => {
      release();
      await staleAnswered;
    });
    expect(within(table).queryByText('Stale answer')).toBeNull();
    expect(within(table).getByText('Frontend')).toBeInTheDocument();
  });
});
