import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { login } from '@mocks/data/sessions';
import { writeToken } from '@/api/token';
import { FilePage } from '@/pages/console/file-page';
import { renderWithProviders } from '../../../test/render-with-providers';
import { resetSessionUploads } from './session-uploads';

const SLOW = { timeout: 30000 };
jest.setTimeout(60000);

beforeEach(() => {
  resetSessionUploads();
  writeToken(login({ username: 'admin', password: 'admin123' }).token);
});

function renderFiles() {
  return renderWithProviders(<FilePage />, { route: '/manager/file', path: '/manager/file' });
}

// jsdom's File is not a Blob to Node's FormData (which msw reads); Node's File is.
const textFile = (name: string) =>
  new NodeFile(['hello'], name, { type: 'text/plain' }) as unknown as File;

describe('file screen', () => {
  it('lists this visit’s uploads and says so when the backend keeps no list', async () => {
    server.use(
      http.get('*/api/file', () =>
        HttpResponse.json({ code: 404, msg: 'Not found', data: null }, { status: 404 }),
      ),
    );
    const { user } = renderFiles();
    expect(
      await screen.findByText(/This backend keeps no list of files/, {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('No uploads in this visit yet')).toBeInTheDocument();
    await user.upload(screen.getByTestId('file-picker'), textFile('notes.txt'));
    const files = await screen.findByRole('list', { name: 'Files' }, SLOW);
    expect(within(files).getByRole('link', { name: 'notes.txt' })).toBeInTheDocument();
  });

  it('shows each upload’s progress, cancels it, and retries it', async () => {
    let hold = true;
    server.use(
      http.post('*/api/file/upload', async () => {
        if (hold) await delay('infinite');
      }),
    );
    const { user, store } = renderFiles();
    await user.upload(screen.getByTestId('file-picker'), textFile('draft.txt'));
    const uploads = screen.getByRole('list', { name: 'Uploads' });
    expect(
      within(uploads).getByRole('progressbar', { name: 'Upload of draft.txt' }),
    ).toBeInTheDocument();
    await user.click(within(uploads).getByRole('button', { name: 'Cancel upload of draft.txt' }));
    expect(await within(uploads).findByText('Cancelled', {}, SLOW)).toBeInTheDocument();

    hold = false;
    server.resetHandlers();
    await user.click(within(uploads).getByRole('button', { name: 'Retry upload of draft.txt' }));
    expect(await within(uploads).findByText('Uploaded', {}, SLOW)).toBeInTheDocument();
    expect(store.getState().toast.queue.map((toast) => toast.message)).toContain(
      'Uploaded draft.txt.',
    );
    const files = await screen.findByRole('list', { name: 'Files' }, SLOW);
    await waitFor(
      () => expect(within(files).getByRole('link', { name: 'draft.txt' })).toBeInTheDocument(),
      SLOW,
    );
  });

  it('reports a refused upload with the server’s message (toast and inline) and offers a retry', async () => {
    server.use(
      http.post('*/api/file/upload', () =>
        HttpResponse.json({ code: 413, msg: 'The file is larger than 10 MB.', data: null }),
      ),
    );
    const { user, store } = renderFiles();
    await user.upload(screen.getByTestId('file-picker'), textFile('huge.bin'));
    expect(
      await screen.findByText('Failed: The file is larger than 10 MB.', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry upload of huge.bin' })).toBeInTheDocument();
    expect(store.getState().toast.queue).toEqual([
      expect.objectContaining({ message: 'The file is larger than 10 MB.', severity: 'error' }),
    ]);
  });

  it('says an upload that could not reach the server in its row, never in a toast', async () => {
    server.use(http.post('*/api/file/upload', () => HttpResponse.error()));
    const { user, store } = renderFiles();
    await user.upload(screen.getByTestId('file-picker'), textFile('offline.txt'));
    expect(await screen.findByText(/^Failed: /, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry upload of offline.txt' })).toBeInTheDocument();
    expect(store.getState().toast.queue).toEqual([]);
  });

  it('says a delete that could not reach the server above the files, with Retry, never a toast', async () => {
    let failing = true;
    server.use(http.delete('*/api/file/:id', () => (failing ? HttpResponse.error() : undefined)));
    const { user, store } = renderFiles();
    const files = await screen.findByRole('list', { name: 'Files' }, SLOW);
    const remove = (await within(files).findAllByRole('button', { name: /^Delete / }))[0];
    const name = (remove.getAttribute('aria-label') ?? '').replace(/^Delete /, '');
    await user.click(remove);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(
      `${name} could not be deleted. The server could not be reached.`,
    );
    expect(store.getState().toast.queue).toEqual([]);
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(
      () =>
        expect(store.getState().toast.queue).toEqual([
          expect.objectContaining({ message: `Deleted ${name}.` }),
        ]),
      SLOW,
    );
  });

  it('copies a file’s Markdown and confirms it', async () => {
    const { user, store } = renderFiles();
    // After setup: user-event installs its own clipboard, whose reading trips over jsdom's Blob.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const files = await screen.findByRole('list', { name: 'Files' }, SLOW);
    const first = within(files).getAllByRole('listitem')[0];
    const name = within(first).getAllByRole('link')[0].textContent ?? '';
    await user.click(within(first).getByRole('button', { name: `Copy Markdown of ${name}` }));
    await waitFor(() =>
      expect(store.getState().toast.queue.map((toast) => toast.message)).toContain(
        `Markdown of ${name} copied.`,
      ),
    );
    expect(writeText.mock.calls[0][0]).toMatch(
      new RegExp(`^!?\\[${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\]\\(http`),
    );
  });

  it('links only files whose URL passes the URL policy, opening them with noopener noreferrer', async () => {
    const file = (id: string, name: string, url: string) => ({
      id,
      name,
      url,
      size: 10,
      mimeType: 'image/png',
      createdAt: '2026-01-01T00:00:00Z',
    });
    server.use(
      http.get('*/api/file', () =>
        HttpResponse.json({
          code: 0,
          msg: 'ok',
          data: {
            list: [
              file('1', 'good.png', 'https://cdn.example/good.png'),
              file('2', 'script.png', 'javascript:alert(1)'),
              file('3', 'page.png', 'data:text/html,<script>alert(1)</script>'),
            ],
            total: 3,
            page: 1,
            pageSize: 20,
          },
        }),
      ),
    );
    const { container } = renderFiles();
    const files = await screen.findByRole('list', { name: 'Files' }, SLOW);
    const good = within(files).getByRole('link', { name: 'good.png' });
    expect(good).toHaveAttribute('href', 'https://cdn.example/good.png');
    expect(good).toHaveAttribute('rel', 'noopener noreferrer');
    // The name keeps to one line (ending in "…"): its line does that, and the link carries no
    // text props of its own (nowrap, variant) as attributes.
    expect(good.closest('.MuiTypography-noWrap')).toHaveAttribute('title', 'good.png');
    expect(good).not.toHaveAttribute('nowrap');
    expect(good).not.toHaveAttribute('variant');
    expect(within(files).getByText('script.png')).not.toHaveAttribute('href');
    expect(within(files).getByText('page.png')).not.toHaveAttribute('href');
    // Nothing to copy for a refused URL: the copy actions are there, disabled, and say why.
    expect(screen.getByRole('button', { name: 'Copy URL of good.png' })).toBeEnabled();
    for (const name of ['script.png', 'page.png']) {
      for (const what of ['URL', 'Markdown']) {
        const action = screen.getByRole('button', {
          name: new RegExp(`^Copy ${what} of ${name} \\(unavailable`),
        });
        expect(action).toBeDisabled();
      }
    }
    const urls = Array.from(container.querySelectorAll('[href], [src]'), (node) =>
      String(node.getAttribute('href') ?? node.getAttribute('src')),
    );
    expect(urls.filter((url) => /^(javascript|data):/i.test(url))).toEqual([]);
  });

  it('shows an error state with retry when the list fails for another reason', async () => {
    server.use(http.get('*/api/file', () => new HttpResponse('down', { status: 500 })));
    renderFiles();
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('HTTP 500');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
