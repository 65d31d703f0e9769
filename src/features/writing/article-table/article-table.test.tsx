import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { login } from '@mocks/data/sessions';
import { writeToken } from '@/api/token';
import { ArticleListPage } from '@/pages/console/article-list-page';
import { renderWithProviders } from '../../../../test/render-with-providers';

const SLOW = { timeout: 30000 };
jest.setTimeout(60000);

beforeEach(() => {
  writeToken(login({ username: 'admin', password: 'admin123' }).token);
});

function renderTable(route = '/manager/article') {
  return renderWithProviders(<ArticleListPage />, { route, path: '/manager/article' });
}

async function firstRow() {
  const table = await screen.findByRole('table', { name: 'Articles' }, SLOW);
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), SLOW);
  return within(table).getAllByRole('row')[1];
}

/** Deletes the first row through its confirm dialog; its title and the dialog. */
async function deleteFirstRow(user: ReturnType<typeof renderTable>['user']) {
  const row = await firstRow();
  const title = within(row).getAllByRole('link')[0].textContent ?? '';
  await user.click(within(row).getByRole('button', { name: `Delete ${title}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete this article?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  return { title, dialog };
}

const messages = (store: ReturnType<typeof renderTable>['store']) =>
  store.getState().toast.queue.map((toast) => toast.message);

describe('article table', () => {
  it('flips the status switch at once, before the server answers', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('*/api/article/disabled/:id', async ({ params }) => {
        await gate;
        return HttpResponse.json({ code: 0, msg: 'ok', data: { id: params.id, disabled: true } });
      }),
    );
    const { user, store } = renderTable('/manager/article?status=enabled');
    const row = await firstRow();
    const toggle = within(row).getByRole('switch');
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await act(async () => release());
    await waitFor(
      () => expect(messages(store).some((m) => m.endsWith('is now disabled.'))).toBe(true),
      SLOW,
    );
  });

  it('rolls the switch back with a message when the server refuses', async () => {
    // The answer waits for the test, not for a clock: the switch is read before it arrives.
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('*/api/article/disabled/:id', async () => {
        await answered;
        return HttpResponse.json({ code: 500, msg: 'The switch is broken.', data: null });
      }),
    );
    const { user, store } = renderTable('/manager/article?status=enabled');
    const row = await firstRow();
    const toggle = within(row).getByRole('switch');
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await act(async () => release());
    await waitFor(() => expect(toggle).toBeChecked(), SLOW);
    expect(messages(store)).toContain('The switch is broken.');
  });

  it('says a switch that could not reach the server in place, with Retry, never a toast', async () => {
    let failing = true;
    server.use(
      http.post('*/api/article/disabled/:id', () => (failing ? HttpResponse.error() : undefined)),
    );
    const { user, store } = renderTable('/manager/article?status=enabled');
    const row = await firstRow();
    const title = within(row).getAllByRole('link')[0].textContent ?? '';
    await user.click(within(row).getByRole('switch'));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(
      `The status of “${title}” could not be changed. The server could not be reached.`,
    );
    expect(within(row).getByRole('switch')).toBeChecked();
    expect(messages(store)).toEqual([]);
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(messages(store)).toEqual([`“${title}” is now disabled.`]), SLOW);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a delete answered with an unreadable body in place, with Retry, never a toast', async () => {
    let failing = true;
    server.use(
      http.delete('*/api/article/:id', () =>
        failing ? new HttpResponse('<h1>Bad gateway</h1>', { status: 502 }) : undefined,
      ),
    );
    const { user, store } = renderTable();
    const { title, dialog } = await deleteFirstRow(user);
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(
      `“${title}” could not be deleted. The server answered HTTP 502.`,
    );
    expect(messages(store)).toEqual([]);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(messages(store)).toEqual([`Deleted “${title}”.`]), SLOW);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps page, page size and filters in the URL and sends them', async () => {
    const seen: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/article/all') seen.push(url.searchParams);
    });
    renderTable('/manager/article?page=2&pageSize=20&keyword=rust&status=disabled');
    await waitFor(() => expect(seen.length).toBeGreaterThan(0), SLOW);
    const params = seen[0];
    expect(params.get('page')).toBe('2');
    expect(params.get('pageSize')).toBe('20');
    expect(params.get('keyword')).toBe('rust');
    expect(params.get('disabled')).toBe('true');
    server.events.removeAllListeners();
  });

  it('shows an error state with retry when the list cannot load', async () => {
    server.use(http.get('*/api/article/all', () => new HttpResponse('nope', { status: 503 })));
    renderTable();
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('HTTP 503');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('deletes an article after confirmation', async () => {
    const { user, store } = renderTable();
    const { title } = await deleteFirstRow(user);
    await waitFor(() => expect(messages(store)).toContain(`Deleted “${title}”.`), SLOW);
    await waitFor(
      () => expect(screen.queryByRole('link', { name: title })).not.toBeInTheDocument(),
      SLOW,
    );
  });

  it('links each row to its public page in a new tab', async () => {
    renderTable();
    const row = await firstRow();
    const link = within(row).getByRole('link', { name: /on the blog \(new tab\)/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('href')).toMatch(/^\/detail\/\d+$/);
  });
});
