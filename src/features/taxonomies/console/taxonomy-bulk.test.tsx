import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { login } from '@mocks/data/sessions';
import { getDb } from '@mocks/db';
import { writeToken } from '@/api/token';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { labelKind } from './taxonomy-kinds';
import { TaxonomyManager } from './taxonomy-manager';

jest.setTimeout(60000);
const SLOW = { timeout: 30000 };

function renderLabels(route = '/manager/label') {
  writeToken(login({ username: 'admin', password: 'admin123' }).token);
  return renderWithProviders(<TaxonomyManager kind={labelKind} />, { route });
}

/** The table's data rows as { name, row } (the name is the chip's text). */
async function rows() {
  const table = await screen.findByRole('table', { name: 'Labels' }, SLOW);
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(3), SLOW);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => ({ row, name: within(row).getAllByRole('cell')[1].textContent ?? '' }));
}

/** Counts the calls of one method and path pattern, and the most that ran at once. */
function watch(method: string, pattern: RegExp) {
  const seen = { started: 0, running: 0, mostAtOnce: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method !== method || !pattern.test(new URL(request.url).pathname)) return;
    seen.started += 1;
    seen.running += 1;
    seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.running);
  });
  server.events.on('response:mocked', ({ request }) => {
    if (request.method === method && pattern.test(new URL(request.url).pathname)) seen.running -= 1;
  });
  return seen;
}

afterEach(() => server.events.removeAllListeners());

const toasts = (store: ReturnType<typeof renderLabels>['store']) =>
  store.getState().toast.queue.map((toast) => toast.message);

describe('bulk actions on the label table', () => {
  it('deletes one at a time, names the row that failed and why, keeps the others deleted and refreshes once', async () => {
    const { user, store } = renderLabels();
    const [first, second, third] = await rows();
    // The second label is refused by the server; the others reach the mock backend.
    server.use(
      http.delete('*/api/label/:id', ({ params }) => {
        const row = getDb().labels.find((label) => String(label.id) === params.id);
        if (row?.name === second.name) {
          return HttpResponse.json({ code: 409, msg: 'The label is locked.', data: null });
        }
        return undefined;
      }),
    );
    const deletes = watch('DELETE', /^\/api\/label\/\d+$/);
    const lists = watch('GET', /^\/api\/label\/all$/);

    for (const { name } of [first, second, third]) {
      await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
    }
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    expect(bar).toHaveTextContent('3 selected');
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 3 labels?' });
    expect(dialog).toHaveTextContent('3 labels will be deleted for good.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete 3' }));

    const report = await screen.findByRole('alert', {}, SLOW);
    expect(report).toHaveTextContent('Deleted 2 of 3 labels; 1 failed.');
    expect(within(report).getByRole('list', { name: 'Failed' })).toHaveTextContent(
      `“${second.name}”: The label is locked.`,
    );
    await waitFor(() => expect(screen.queryByText(first.name)).not.toBeInTheDocument(), SLOW);
    expect(screen.queryByText(third.name)).not.toBeInTheDocument();
    // The failed row stays, still selected for another try.
    expect(screen.getByRole('checkbox', { name: `Select ${second.name}` })).toBeChecked();
    expect(deletes.started).toBe(3);
    expect(deletes.mostAtOnce).toBe(1);
    expect(lists.started).toBe(1);
    // The spec's rule holds in bulk too: the refusal (code !== 0) toasts its msg, once.
    expect(toasts(store).filter((text) => text === 'The label is locked.')).toHaveLength(1);
  });

  it('names each row a bulk run could not reach the server for in its report, never in a toast', async () => {
    const { user, store } = renderLabels();
    const [first, second] = await rows();
    server.use(http.delete('*/api/label/:id', () => HttpResponse.error()));
    for (const { name } of [first, second]) {
      await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
    }
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 labels?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete 2' }));
    const report = await screen.findByRole('alert', {}, SLOW);
    expect(report).toHaveTextContent('Deleted 0 of 2 labels; 2 failed.');
    const failed = within(report).getByRole('list', { name: 'Failed' });
    expect(failed).toHaveTextContent(`“${first.name}”: The server could not be reached.`);
    expect(failed).toHaveTextContent(`“${second.name}”: The server could not be reached.`);
    expect(toasts(store)).toEqual([]);
  });

  it('disables only the rows that are enabled and shows progress while it runs', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('*/api/label/disabled/:id', async () => {
        await gate;
        return undefined;
      }),
    );
    const toggles = watch('POST', /^\/api\/label\/disabled\/\d+$/);
    const { user } = renderLabels('/manager/label?pageSize=50');
    const all = await rows();
    const enabled = all.filter(({ row }) => within(row).getByRole('switch').matches(':checked'));
    const disabled = all.filter(({ row }) => !within(row).getByRole('switch').matches(':checked'));
    expect(enabled.length).toBeGreaterThan(1);
    expect(disabled.length).toBeGreaterThan(0);
    const picked = [enabled[0], disabled[0], enabled[1]];
    for (const { name } of picked) {
      await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
    }
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    expect(await within(bar).findByRole('status')).toHaveTextContent('Disabling 1 of 3 labels…');
    expect(within(bar).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await act(async () => release());
    await waitFor(
      () =>
        expect(
          screen.getByText('Disabled 2 labels. 1 was already disabled.', { exact: false }),
        ).toBeInTheDocument(),
      SLOW,
    );
    expect(toggles.started).toBe(2);
    for (const { name } of [enabled[0], enabled[1]]) {
      await waitFor(
        () => expect(screen.getByRole('switch', { name: `${name} enabled` })).not.toBeChecked(),
        SLOW,
      );
    }
  });

  it('starts a new page with nothing selected', async () => {
    const { user } = renderLabels();
    const [first] = await rows();
    await user.click(screen.getByRole('checkbox', { name: `Select ${first.name}` }));
    expect(screen.getByRole('region', { name: 'Selected rows' })).toHaveTextContent('1 selected');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(
      () => expect(screen.queryByRole('region', { name: 'Selected rows' })).not.toBeInTheDocument(),
      SLOW,
    );
  });
});
