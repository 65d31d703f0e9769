/** The taxonomy manager's rows: deleting (with focus kept), the status switch and its failures, labels' colours. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { labelKind } from './taxonomy-kinds';
import { renderManager, row, toasts } from '../../../../test/taxonomy-manager-harness';

// A full MUI table with dialogs is heavy for jsdom on a busy machine; the default is too tight.
jest.setTimeout(60000);

describe('TaxonomyManager rows', () => {
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
