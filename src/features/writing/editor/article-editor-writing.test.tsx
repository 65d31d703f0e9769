/**
 * Writing in the article editor: images pasted or dropped, long texts, focus mode.
 */
import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { caretAtEnd, writerText } from '../../../../test/writer';
import {
  renderEditor,
  typeInto,
  SLOW,
  fillValidArticle,
  setUpEditorSuite,
} from '../../../../test/article-editor-kit';

setUpEditorSuite();

// jsdom's File is not the Blob that Node's FormData (which msw reads) accepts; Node's File is both.
describe('article editor: writing', () => {
  it('uploads a pasted image with a placeholder, then inserts its Markdown', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('*/api/file/upload', async () => {
        await gate;
        return HttpResponse.json({
          code: 0,
          msg: 'ok',
          data: {
            id: 9,
            name: 'cat.png',
            url: 'http://api.test/uploads/9/cat.png',
            size: 3,
            mimeType: 'image/png',
            createdAt: '2026-01-01T00:00:00Z',
          },
        });
      }),
    );
    const { user } = renderEditor();
    const content = screen.getByLabelText(/^content/i);
    await typeInto(user, content, 'Look: ');
    const file = new NodeFile(['png'], 'cat.png', { type: 'image/png' });
    fireEvent.paste(content, { clipboardData: { files: [file], types: ['Files'] } });
    await waitFor(
      () => expect(writerText(content)).toBe('Look: \n![Uploading cat.png…]()\n'),
      SLOW,
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading cat.png' })).toBeInTheDocument();
    release();
    await waitFor(
      // Alt text: the file's name without its extension.
      () => expect(writerText(content)).toBe('Look: \n![cat](http://api.test/uploads/9/cat.png)\n'),
      SLOW,
    );
    expect(
      screen.queryByRole('progressbar', { name: 'Uploading cat.png' }),
    ).not.toBeInTheDocument();
  });

  it('removes the placeholder and says so when an image upload fails', async () => {
    server.use(
      http.post('*/api/file/upload', async () => {
        await delay(20);
        return HttpResponse.json({ code: 413, msg: 'The file is larger than 10 MB.', data: null });
      }),
    );
    const { user, store } = renderEditor();
    const content = screen.getByLabelText(/^content/i);
    await typeInto(user, content, 'Text');
    fireEvent.paste(content, {
      clipboardData: {
        files: [new NodeFile(['x'], 'big.png', { type: 'image/png' })],
        types: ['Files'],
      },
    });
    await waitFor(() => expect(writerText(content)).toBe('Text\n\n'), SLOW);
    // The refusal is toasted once, by the call layer's rule (code !== 0 shows its msg).
    expect(store.getState().toast.queue.map((toast) => toast.message)).toEqual([
      'The file is larger than 10 MB.',
    ]);
  });

  it('counts the words of a long article, and counts again once the writer pauses', async () => {
    const { user } = renderEditor();
    const field = screen.getByLabelText(/^content/i);
    // Past LONG_ARTICLE_CHARS the count follows the text once typing pauses (use-settled-text's
    // own test checks the waiting): here, that it arrives at once and then follows.
    const words = 'Several words in a row. '.repeat(1000);
    await typeInto(user, field, words);
    expect(await screen.findByText('5,000 words · 22 min read', {}, SLOW)).toBeInTheDocument();
    caretAtEnd(field);
    await user.type(field, ' Two more', { skipClick: true });
    expect(await screen.findByText('5,002 words · 22 min read', {}, SLOW)).toBeInTheDocument();
  });

  it('saves every word of a long article, typed a moment before saving', async () => {
    const sent: string[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/article')
        sent.push(new URLSearchParams(await request.clone().text()).get('content') ?? '');
    });
    const { user } = renderEditor();
    await fillValidArticle(user);
    const field = screen.getByLabelText(/^content/i);
    const words = 'Several words in a row. '.repeat(1000);
    caretAtEnd(field);
    await user.paste(words);
    // The writer reports a long text when the owner pauses; the save must not wait for that.
    await user.type(field, 'Last words.', { skipClick: true });
    // Ctrl+S from the writer (a click on Save would also take focus from it, which reports too).
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(sent).toHaveLength(1), SLOW);
    expect(sent[0]).toBe(`Hello world${words}Last words.`);
  });

  it('hides everything but the text in focus mode, and Esc leaves it', async () => {
    const { user } = renderEditor();
    await typeInto(user, screen.getByLabelText(/^content/i), 'Only words');
    await user.click(screen.getByRole('button', { name: 'Focus mode' }));
    expect(screen.getByRole('button', { name: 'Exit focus mode' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Saving' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist', { name: 'Editor mode' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^content/i)).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Exit focus mode' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Saving' })).toBeInTheDocument();
    expect(writerText(screen.getByLabelText(/^content/i))).toBe('Only words');
  });

  it('uploads an image dropped on the text and names it after the file', async () => {
    server.use(
      http.post('*/api/file/upload', () =>
        HttpResponse.json({
          code: 0,
          msg: 'ok',
          data: {
            id: 10,
            name: 'Harbour at dusk.jpeg',
            url: 'http://api.test/uploads/10/harbour.jpeg',
            size: 3,
            mimeType: 'image/jpeg',
            createdAt: '2026-01-01T00:00:00Z',
          },
        }),
      ),
    );
    const { user } = renderEditor();
    const content = screen.getByLabelText(/^content/i);
    await typeInto(user, content, 'Seen:');
    const file = new NodeFile(['jpg'], 'Harbour at dusk.jpeg', { type: 'image/jpeg' });
    fireEvent.drop(content, { dataTransfer: { files: [file], types: ['Files'] } });
    await waitFor(
      () =>
        expect(writerText(content)).toBe(
          'Seen:\n![Harbour at dusk](http://api.test/uploads/10/harbour.jpeg)\n',
        ),
      SLOW,
    );
  });
});
