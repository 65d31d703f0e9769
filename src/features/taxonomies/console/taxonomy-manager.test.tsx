/** The taxonomy manager: its server-paged list, search, error state, and adding and renaming with validation. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { SEARCH_KEYWORD_MAX_LENGTH } from '@/config/constants';
import { categoryKind, labelKind } from './taxonomy-kinds';
import { fill, renderManager, toasts } from '../../../../test/taxonomy-manager-harness';

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
});
