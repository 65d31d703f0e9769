import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { login } from '@mocks/data/sessions';
import { writeToken } from '@/api/token';
import { SEARCH_KEYWORD_MAX_LENGTH } from '@/config/constants';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { categoryKind, labelKind } from './taxonomy-kinds';
import { TaxonomyManager } from './taxonomy-manager';

const signIn = () => writeToken(login({ username: 'admin', password: 'admin123' }).token);

function renderManager(kind = categoryKind, route = '/manager/category') {
  signIn();
  return renderWithProviders(<TaxonomyManager kind={kind} />, { route });
}

const toasts = (store: ReturnType<typeof renderManager>['store']) =>
  store.getState().toast.queue.map(({ message, severity }) => `${severity}: ${message}`);

// Pasting instead of typing key by key: the point here is the form's rules, not the keyboard.
async function fill(
  user: ReturnType<typeof renderManager>['user'],
  field: HTMLElement,
  text: string,
) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

// A full MUI table with dialogs is heavy for jsdom on a busy machine; the default is too tight.
jest.setTimeout(60000);

describe('TaxonomyManager', () => {
  it('lists a server page with the page, size and keyword in the URL', async () => {
    const { user, router } = renderManager(categoryKind, '/manager/category?pageSize=20');
    const table = await screen.findByRole('table', { name: 'Categories' });
    expect(await within(table).findByText('Frontend')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Name', 'Articles', 'Status', 'Created', 'Actions']); // '': select all
    await fill(user, screen.getByRole('searchbox', { name: 'Search categories' }), 'back');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(table).queryByText('Frontend')).not.toBeInTheDocument());
    expect(within(table).getByText('Backend')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('back');
    expect(new URLSearchParams(router.state.location.search).get('pageSize')).toBe('20');
  });

  it('caps a 10,000-character keyword from the address before showing it or sending it', async () => {
    const keywords: (string | null)[] = [];
    server.use(
      http.get('*/api/category/all', ({ request }) => {
        keywords.push(new URL(request.url).searchParams.get('keyword'));
        return HttpResponse.json({
          code: 0,
          msg: 'ok',
          data: { list: [], total: 0, page: 1, pageSize: 10 },
        });
      }),
    );
    renderManager(categoryKind, `/manager/category?keyword=${'q'.repeat(10000)}`);
    const capped = 'q'.repeat(SEARCH_KEYWORD_MAX_LENGTH);
    expect(await screen.findByText(`No categories match “${capped}”`)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search categories' })).toHaveValue(capped);
    expect(keywords).toEqual([capped]);
  });

  it('says so when a search finds nothing', async () => {
    renderManager(categoryKind, '/manager/category?keyword=zzz');
    expect(await screen.findByText('No categories match “zzz”')).toBeInTheDocument();
  });

  it('shows an error state with retry when the list cannot be loaded', async () => {
    server.use(http.get('*/api/category/all', () => HttpResponse.error(), { once: true }));
    const { user } = renderManager();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('could not be reached');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Frontend')).toBeInTheDocument();
  });

  it('validates a new name: required, trimmed and at most 50 characters', async () => {
    let posts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts += 1;
    });
    const { user } = renderManager();
    await screen.findByText('Frontend');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a category' });
    const name = within(dialog).getByLabelText(/name/i);
    await fill(user, name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Enter a name.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await fill(user, name, 'x'.repeat(51));
    await user.keyboard('{Enter}');
    expect(within(dialog).getByText(/at most 50 characters/)).toBeInTheDocument();
    expect(posts).toBe(0);
    server.events.removeAllListeners();
  });

  it('adds a category and confirms it', async () => {
    const { user, store } = renderManager();
    await screen.findByText('Frontend');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a category' });
    await fill(user, within(dialog).getByLabelText(/name/i), '  Poetry  ');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(toasts(store)).toContain('success: Added the category “Poetry”.');
  });

  it('shows a label just added on the page being looked at, on top and highlighted', async () => {
    // The seed has more labels than one page holds: the server files a new one on page 2.
    const { user } = renderManager(labelKind, '/manager/label');
    const table = await screen.findByRole('table', { name: 'Labels' });
    await within(table).findAllByRole('row', { current: false });
    await user.click(screen.getByRole('button', { name: 'Add label' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a label' });
    await fill(user, within(dialog).getByLabelText(/name/i), 'Zeppelins');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const added = await within(table).findByRole('row', { current: true });
    expect(added).toHaveTextContent('Zeppelins');
    // First under the header row.
    expect(within(table).getAllByRole('row')[1]).toBe(added);
  });

  it("shows the server's duplicate message under the field, and toasts it (the spec's rule)", async () => {
    const { user, store } = renderManager();
    await screen.findByText('Frontend');
    await user.click(screen.getByRole('button', { name: 'Edit Backend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the category' });
    const name = within(dialog).getByLabelText(/name/i);
    expect(name).toHaveValue('Backend');
    await fill(user, name, 'frontend');
    await user.keyboard('{Enter}');
    expect(
      await within(dialog).findByText('A category named "Frontend" already exists.'),
    ).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(toasts(store)).toEqual(['error: A category named "Frontend" already exists.']);
  });

  it('renames a category', async () => {
    const { user, store } = renderManager();
    await screen.findByText('Frontend');
    await user.click(screen.getByRole('button', { name: 'Edit Backend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the category' });
    const name = within(dialog).getByLabelText(/name/i);
    await fill(user, name, 'Server side');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Server side')).toBeInTheDocument();
    expect(toasts(store)).toContain('success: Renamed the category to “Server side”.');
  });

  it('asks before deleting, and Cancel keeps the row', async () => {
    const { user } = renderManager();
    await screen.findByText('Frontend');
    await user.click(screen.getByRole('button', { name: 'Delete Frontend' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the category?' });
    expect(confirm).toHaveTextContent('“Frontend” will be deleted.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(screen.getByText('Frontend')).toBeInTheDocument();
  });

  it('shows and toasts a refusal from the server when deleting', async () => {
    const { user, store } = renderManager();
    await screen.findByText('Frontend');
    await user.click(screen.getByRole('button', { name: 'Delete Frontend' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Could not delete “Frontend”: .*still has \d+ articles?/,
    );
    expect(screen.getByText('Frontend')).toBeInTheDocument();
    expect(toasts(store)).toEqual([expect.stringMatching(/^error: .*still has \d+ articles?/)]);
  });

  it('deletes an unused category after confirmation', async () => {
    const { user, store } = renderManager();
    await user.click(await screen.findByRole('searchbox'));
    await user.paste('Unused');
    server.use(
      http.get('*/api/category/all', () =>
        HttpResponse.json({
          code: 0,
          msg: 'ok',
          data: {
            list: [
              {
                id: 99,
                name: 'Unused',
                articleCount: 0,
                disabled: false,
                createdAt: '2026-01-02T03:04:05Z',
              },
            ],
            total: 1,
            page: 1,
            pageSize: 10,
          },
        }),
      ),
      http.delete('*/api/category/:id', () =>
        HttpResponse.json({ code: 0, msg: 'ok', data: null }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Apply search' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Unused' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(toasts(store)).toContain('success: Deleted the category “Unused”.'));
  });

  it('keeps the focus in the table when the focused row is deleted', async () => {
    let list = ['Alpha', 'Beta', 'Gamma'].map((name, index) => ({
      id: index + 1,
      name,
      articleCount: 0,
      disabled: false,
      createdAt: '2026-01-02T03:04:05Z',
    }));
    server.use(
      http.get('*/api/category/all', () =>
        HttpResponse.json({
          code: 0,
          msg: 'ok',
          data: { list, total: list.length, page: 1, pageSize: 10 },
        }),
      ),
      http.delete('*/api/category/:id', ({ params }) => {
        list = list.filter((item) => String(item.id) !== params.id);
        return HttpResponse.json({ code: 0, msg: 'ok', data: null });
      }),
    );
    const { user } = renderManager();
    const deleteRow = async (name: string) => {
      await user.click(await screen.findByRole('button', { name: `Delete ${name}` }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
      );
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: `Delete ${name}` })).not.toBeInTheDocument(),
      );
    };
    // The row that took its place, the same control.
    await deleteRow('Beta');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Gamma' })).toHaveFocus());
    // The last row gone: the one now last.
    await deleteRow('Gamma');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Alpha' })).toHaveFocus());
    // No rows left: the page's heading, which names the list.
    await deleteRow('Alpha');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Categories' })).toHaveFocus(),
    );
  });

  it('leaves the focus alone when a row goes after the owner has moved on (a search)', async () => {
    const { user } = renderManager();
    const deleteFrontend = await screen.findByRole('button', { name: 'Delete Frontend' });
    act(() => deleteFrontend.focus());
    // On to the search box, which finds rows without Frontend; then a click on the page itself.
    await user.click(screen.getByRole('searchbox'));
    await user.paste('Backend');
    await user.click(screen.getByRole('button', { name: 'Apply search' }));
    act(() => (document.activeElement as HTMLElement).blur());
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete Frontend' })).not.toBeInTheDocument(),
    );
    await screen.findByRole('button', { name: 'Delete Backend' });
    // A moment for a focus move that must not come (inside act: a button's ripple may still end).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.activeElement).toBe(document.body);
  });

  it('flips the status switch at once and keeps it after success', async () => {
    server.use(
      http.post('*/api/category/disabled/:id', async ({ params }) => {
        await delay(50);
        return HttpResponse.json({
          code: 0,
          msg: 'ok',
          data: { id: Number(params.id), disabled: true },
        });
      }),
    );
    const { user, store } = renderManager();
    await screen.findByText('Frontend');
    const toggle = within(row('Frontend')).getByRole('switch', { name: 'Frontend enabled' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await waitFor(() =>
      expect(toasts(store)).toContain('success: Disabled the category “Frontend”.'),
    );
    expect(
      within(row('Frontend')).getByRole('switch', { name: 'Frontend enabled' }),
    ).not.toBeChecked();
  });

  it('rolls the switch back and says above the table, without a toast, when the server is not reached', async () => {
    let release: () => void = () => undefined;
    let failing = true;
    server.use(
      http.post('*/api/category/disabled/:id', async () => {
        if (!failing) return undefined;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.error();
      }),
    );
    const { user, store } = renderManager();
    await screen.findByText('Frontend');
    const toggle = within(row('Frontend')).getByRole('switch', { name: 'Frontend enabled' });
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    release();
    await waitFor(() => expect(toggle).toBeChecked());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The category “Frontend” could not be changed. The server could not be reached.',
    );
    expect(toasts(store)).toEqual([]);
    // Retry makes the same change once the server answers, and the banner goes.
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(toasts(store)).toEqual(['success: Disabled the category “Frontend”.']),
    );
    expect(
      within(row('Frontend')).getByRole('switch', { name: 'Frontend enabled' }),
    ).not.toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps its one toast for a refused switch and names the row, without Retry', async () => {
    server.use(
      http.post('*/api/category/disabled/:id', () =>
        HttpResponse.json({ code: 500, msg: 'The database is resting.', data: null }),
      ),
    );
    const { user, store } = renderManager();
    await screen.findByText('Frontend');
    await user.click(within(row('Frontend')).getByRole('switch', { name: 'Frontend enabled' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The category “Frontend” could not be changed. The database is resting.',
    );
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(toasts(store)).toEqual(['error: The database is resting.']);
  });

  it('says a delete that could not reach the server above the table, with Retry, never a toast', async () => {
    let failing = true;
    server.use(
      http.delete('*/api/category/:id', () =>
        failing ? HttpResponse.error() : HttpResponse.json({ code: 0, msg: 'ok', data: null }),
      ),
    );
    const { user, store } = renderManager();
    await screen.findByText('Frontend');
    await user.click(screen.getByRole('button', { name: 'Delete Backend' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not delete “Backend”: The server could not be reached.');
    expect(toasts(store)).toEqual([]);
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(toasts(store)).toEqual(['success: Deleted the category “Backend”.']),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows labels with their colour chip', async () => {
    renderManager(labelKind, '/manager/label');
    const table = await screen.findByRole('table', { name: 'Labels' });
    const chip = (await within(table).findByText('TypeScript')).closest('.MuiChip-root');
    expect(chip).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Add label' })).toBeInTheDocument();
  });
});
