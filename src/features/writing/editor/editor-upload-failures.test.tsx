/**
 * The editor's uploads (an image pasted into the text, the cover) that fail without a refusal from
 * the blog (it was not reached): said in place with Retry, never in a toast.
 */
import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { login } from '@mocks/data/sessions';
import { writeToken } from '@/api/token';
import { ArticleEditorPage } from '@/pages/console/article-editor-page';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { writerText } from '../../../../test/writer';

const SLOW = { timeout: 8000 };
jest.setTimeout(60000);

const uploaded = (name: string) => ({
  code: 0,
  msg: 'ok',
  data: {
    id: 9,
    name,
    url: `http://api.test/uploads/9/${name}`,
    size: 3,
    mimeType: 'image/png',
    createdAt: '2026-01-01T00:00:00Z',
  },
});

function renderEditor() {
  return renderWithProviders(<ArticleEditorPage />, {
    route: '/manager/article/new',
    path: '/manager/article/new',
  });
}

const toastMessages = (store: ReturnType<typeof renderEditor>['store']) =>
  store.getState().toast.queue.map((toast) => `${toast.severity}: ${toast.message}`);

beforeEach(() => {
  writeToken(login({ username: 'admin', password: 'admin123' }).token);
});

describe('editor upload failures', () => {
  it('lists a pasted image that could not reach the server under the text, with Retry', async () => {
    let failing = true;
    server.use(
      http.post('*/api/file/upload', () =>
        failing ? HttpResponse.error() : HttpResponse.json(uploaded('cat.png')),
      ),
    );
    const { user, store } = renderEditor();
    const content = screen.getByLabelText(/^content/i);
    await user.click(content);
    await user.paste('Look: ');
    fireEvent.paste(content, {
      clipboardData: {
        files: [new NodeFile(['png'], 'cat.png', { type: 'image/png' })],
        types: ['Files'],
      },
    });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(
      'cat.png could not be uploaded. The upload could not reach the server.',
    );
    expect(writerText(content)).toBe('Look: \n\n');
    expect(toastMessages(store)).toEqual([]);

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry upload of cat.png' }));
    await waitFor(
      () => expect(writerText(content)).toContain('![cat](http://api.test/uploads/9/cat.png)'),
      SLOW,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toastMessages(store)).toEqual(['success: Uploaded cat.png.']);
  });

  it('says a cover upload answered with an HTTP error under the field, with Retry', async () => {
    let failing = true;
    server.use(
      http.post('*/api/file/upload', () =>
        failing
          ? new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })
          : HttpResponse.json(uploaded('cover.png')),
      ),
    );
    const { user, store } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Details', expanded: false }));
    await user.upload(
      screen.getByTestId('cover-input'),
      new NodeFile(['png'], 'cover.png', { type: 'image/png' }) as unknown as File,
    );
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(
      'The cover could not be uploaded. The server answered HTTP 502.',
    );
    expect(toastMessages(store)).toEqual([]);

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(
      () =>
        expect(screen.getByLabelText(/^cover/i)).toHaveValue('http://api.test/uploads/9/cover.png'),
      SLOW,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toastMessages(store)).toEqual(['success: Cover uploaded.']);
  });
});
