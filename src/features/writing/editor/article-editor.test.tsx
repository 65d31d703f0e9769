import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { login } from '@mocks/data/sessions';
import { setReauthHandler } from '@/api/session';
import { writeToken } from '@/api/token';
import { DRAFT_STORAGE_PREFIX } from '@/config/constants';
import { ArticleEditorPage } from '@/pages/console/article-editor-page';
import { fromOutsideReact } from '../../../../test/outside-react';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { caretAtEnd, writerText } from '../../../../test/writer';
import { savedLabel } from './save-status';

const routes = [
  { path: '/manager/article/edit/:id', element: <ArticleEditorPage /> },
  { path: '/manager/article', element: <h1>Article list</h1> },
];

function renderEditor(route = '/manager/article/new') {
  return renderWithProviders(<ArticleEditorPage />, {
    route,
    path: '/manager/article/new',
    routes,
  });
}

/** Counts article POSTs while letting the mock backend answer them. */
function countCreates() {
  const calls = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/article')
      calls.count += 1;
  });
  return calls;
}

beforeEach(() => {
  writeToken(login({ username: 'admin', password: 'admin123' }).token);
});
afterEach(() => {
  server.events.removeAllListeners();
  setReauthHandler(null);
});
// Whole-form journeys on a shared two-core machine: generous, not a timing assertion.
jest.setTimeout(60000);

type User = ReturnType<typeof renderEditor>['user'];

/** Types by pasting: one input event per field keeps the suite fast on a busy machine. */
async function typeInto(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const SLOW = { timeout: 30000 };

/** The details (summary, cover, category, labels, status) wait in a panel the owner opens. */
async function openDetails(user: User) {
  await user.click(screen.getByRole('button', { name: 'Details', expanded: false }));
  expect(await screen.findByRole('button', { name: 'Close the details' })).toBeVisible();
}

async function closeDetails(user: User) {
  await user.click(screen.getByRole('button', { name: 'Close the details' }));
  await waitFor(() => expect(screen.getByLabelText(/^summary/i)).not.toBeVisible());
}

async function fillValidArticle(user: User) {
  await typeInto(user, screen.getByLabelText(/^title/i), 'A fresh article');
  await openDetails(user);
  await typeInto(user, screen.getByLabelText(/^summary/i), 'What it is about');
  await screen.findByRole('option', { name: 'Frontend' }, SLOW);
  await user.selectOptions(screen.getByLabelText(/^category/i), 'Frontend');
  await closeDetails(user);
  await typeInto(user, screen.getByLabelText(/^content/i), 'Hello world');
}

// jsdom's File is not the Blob that Node's FormData (which msw reads) accepts; Node's File is both.
describe('article editor', () => {
  it('shows validation messages under the fields and sends nothing', async () => {
    const calls = countCreates();
    const { user } = renderEditor();
    await user.click(screen.getByLabelText(/^title/i));
    await user.paste('x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Create article' }));
    expect(screen.getByLabelText(/^title/i)).toHaveAccessibleDescription(
      'Title must be at most 100 characters.',
    );
    expect(screen.getByLabelText(/^summary/i)).toHaveAccessibleDescription('Summary is required.');
    expect(screen.getByLabelText(/^category/i)).toHaveAccessibleDescription('Choose a category.');
    expect(screen.getByLabelText(/^content/i)).toHaveAccessibleDescription('Content is required.');
    // The details with a problem open by themselves, showing it.
    expect(screen.getByLabelText(/^summary/i)).toBeVisible();
    await closeDetails(user);
    await user.clear(screen.getByLabelText(/^title/i));
    await user.click(screen.getByRole('button', { name: 'Create article' }));
    expect(screen.getByLabelText(/^title/i)).toHaveAccessibleDescription('Title is required.');
    expect(calls.count).toBe(0);
  });

  it('says what a first save needs before it is pressed, and takes the owner to each field', async () => {
    const { user } = renderEditor();
    const needs = await screen.findByRole('group', { name: 'Needed to save' });
    const named = () =>
      within(needs)
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(named()).toEqual(['Title', 'Text', 'Summary', 'Category']);
    // The summary waits in the closed details: one step opens them with the summary focused.
    expect(screen.getByLabelText(/^summary/i)).not.toBeVisible();
    await user.click(within(needs).getByRole('button', { name: 'Summary' }));
    await waitFor(() => expect(screen.getByLabelText(/^summary/i)).toHaveFocus());
    expect(screen.getByLabelText(/^summary/i)).toBeVisible();
    await user.paste('What it is about');
    await screen.findByRole('option', { name: 'Frontend' }, SLOW);
    await user.selectOptions(screen.getByLabelText(/^category/i), 'Frontend');
    await closeDetails(user);
    expect(named()).toEqual(['Title', 'Text']);
    await user.click(within(needs).getByRole('button', { name: 'Title' }));
    expect(screen.getByLabelText(/^title/i)).toHaveFocus();
    await user.paste('A title');
    await user.click(within(needs).getByRole('button', { name: 'Text' }));
    expect(screen.getByLabelText(/^content/i)).toHaveFocus();
    await user.paste('Hello');
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Needed to save' })).not.toBeInTheDocument(),
    );
  });

  it('shows a server validation message next to the field it concerns', async () => {
    server.use(
      http.post('*/api/article', () =>
        HttpResponse.json({ code: 400, msg: 'Title already exists.', data: null }),
      ),
    );
    const { user } = renderEditor();
    await fillValidArticle(user);
    await user.click(screen.getByRole('button', { name: 'Create article' }));
    await waitFor(
      () =>
        expect(screen.getByLabelText(/^title/i)).toHaveAccessibleDescription(
          'Title already exists.',
        ),
      SLOW,
    );
    // Nothing typed is lost on failure.
    expect(writerText(screen.getByLabelText(/^content/i))).toBe('Hello world');
  });

  it('shows a server message about no field above the actions', async () => {
    server.use(
      http.post('*/api/article', () =>
        HttpResponse.json({ code: 500, msg: 'Disk full.', data: null }),
      ),
    );
    const { user } = renderEditor();
    await fillValidArticle(user);
    await user.click(screen.getByRole('button', { name: 'Create article' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Disk full.');
  });

  it('saves with Ctrl+S', async () => {
    const calls = countCreates();
    const { user, router } = renderEditor();
    await fillValidArticle(user);
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(
      () => expect(router.state.location.pathname).toMatch(/^\/manager\/article\/edit\/\d+$/),
      SLOW,
    );
    expect(calls.count).toBe(1);
  });

  it('creates one article on a double click, then moves to its edit URL and clears the draft', async () => {
    const calls = countCreates();
    const { user, router, store } = renderEditor();
    await fillValidArticle(user);
    await waitFor(
      () => expect(localStorage.getItem(`${DRAFT_STORAGE_PREFIX}new`)).not.toBeNull(),
      SLOW,
    );
    await user.dblClick(screen.getByRole('button', { name: 'Create article' }));
    await waitFor(
      () => expect(router.state.location.pathname).toMatch(/^\/manager\/article\/edit\/\d+$/),
      SLOW,
    );
    expect(calls.count).toBe(1);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem(`${DRAFT_STORAGE_PREFIX}new`)).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Edit article' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByLabelText(/^title/i)).toHaveValue('A fresh article');
    expect(store.getState().toast.queue.map((toast) => toast.message)).toContain(
      'Article created.',
    );
  });

  it('offers the draft back after a reload, and restores it', async () => {
    const first = renderEditor();
    await typeInto(first.user, screen.getByLabelText(/^title/i), 'Words I must not lose');
    await waitFor(
      () =>
        expect(localStorage.getItem(`${DRAFT_STORAGE_PREFIX}new`)).toContain(
          'Words I must not lose',
        ),
      SLOW,
    );
    first.unmount();

    const { user } = renderEditor();
    expect(await screen.findByText(/Restore unsaved draft from/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText(/^title/i)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText(/^title/i)).toHaveValue('Words I must not lose');
    expect(screen.queryByText(/Restore unsaved draft from/)).not.toBeInTheDocument();
  });

  it('discards an offered draft', async () => {
    localStorage.setItem(
      `${DRAFT_STORAGE_PREFIX}new`,
      JSON.stringify({
        fields: { title: 'Old', summary: '', cover: '', categoryId: '', labelIds: [], content: '' },
        savedAt: Date.now(),
      }),
    );
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(localStorage.getItem(`${DRAFT_STORAGE_PREFIX}new`)).toBeNull();
    expect(screen.getByLabelText(/^title/i)).toHaveValue('');
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = renderEditor();
    await typeInto(user, screen.getByLabelText(/^title/i), 'Unsaved');
    // A navigation from outside the page (the Back button): the guard's dialog opens meanwhile.
    await fromOutsideReact(() => void router.navigate('/manager/article'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/manager/article/new');
    expect(screen.getByLabelText(/^title/i)).toHaveValue('Unsaved');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    await fromOutsideReact(() => void router.navigate('/manager/article'));
    const again = await screen.findByRole('dialog', { name: 'Leave without saving?' }, SLOW);
    await user.click(within(again).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Article list' })).toBeInTheDocument();
  });

  it('leaves without asking when nothing changed', async () => {
    const { router } = renderEditor();
    await act(() => router.navigate('/manager/article'));
    expect(await screen.findByRole('heading', { name: 'Article list' })).toBeInTheDocument();
  });

  it('loads an existing article and saves changes to it', async () => {
    const { user } = renderEditor('/manager/article/edit/1');
    const title = await screen.findByLabelText(/^title/i, {}, SLOW);
    expect(title).not.toHaveValue('');
    await user.clear(title);
    await typeInto(user, title, 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Saved at \d{1,2}:\d{2}/, {}, SLOW)).toBeInTheDocument();
    expect(title).toHaveValue('Renamed');
  });

  it.each([
    ['data: null', null],
    ['an article without its content', { id: 1, title: 'Only a title' }],
  ])('offers no form (and so no save) for %s, but an error with Retry', async (_name, data) => {
    let answer: unknown = data;
    server.use(
      http.get('*/api/article/detail/:id', () =>
        HttpResponse.json({ code: 0, msg: 'ok', data: answer }),
      ),
    );
    const { user } = renderEditor('/manager/article/edit/1');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(/could not load/i);
    expect(screen.queryByLabelText(/^title/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Saved at/)).not.toBeInTheDocument();
    answer = { ...(data ?? {}), id: 1, title: 'Loaded at last', content: 'Body' };
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText(/^title/i, {}, SLOW)).toHaveValue('Loaded at last');
  });

  it('tells the truth about saving at every moment: nothing, unsaved, saving, saved at a time', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('*/api/article', async () => {
        await gate;
        return undefined;
      }),
    );
    const { user, router } = renderEditor();
    // A new, empty article has nothing saved, and says so.
    expect(screen.getByText('Nothing to save')).toBeInTheDocument();
    expect(screen.queryByText(/^Saved (at|on) /)).not.toBeInTheDocument();
    await fillValidArticle(user);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create article' }));
    expect(await screen.findByText('Saving…', { selector: 'span' }, SLOW)).toBeInTheDocument();
    const before = new Date();
    release();
    await waitFor(
      () => expect(router.state.location.pathname).toMatch(/^\/manager\/article\/edit\/\d+$/),
      SLOW,
    );
    // The edit page it lands on still knows when it was saved.
    const status = await screen.findByText(/^Saved at /, {}, SLOW);
    expect([savedLabel(before.getTime()), savedLabel(Date.now())]).toContain(status.textContent);
  });

  it('says a failed save failed, and retries it from the status', async () => {
    let fail = true;
    server.use(
      http.post('*/api/article', () =>
        fail ? HttpResponse.json({ code: 500, msg: 'Disk full.', data: null }) : undefined,
      ),
    );
    const { user, router } = renderEditor();
    await fillValidArticle(user);
    await user.click(screen.getByRole('button', { name: 'Create article' }));
    expect(await screen.findByText('Not saved', {}, SLOW)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(
      () => expect(router.state.location.pathname).toMatch(/^\/manager\/article\/edit\/\d+$/),
      SLOW,
    );
  });

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
  it('signs in again after a 401 mid-edit and retries the save, keeping the form', async () => {
    let expired = true;
    server.use(
      http.post('*/api/article', () => {
        if (!expired) return undefined;
        expired = false;
        return HttpResponse.json(
          { code: 401, msg: 'Session expired.', data: null },
          { status: 401 },
        );
      }),
    );
    const asked = jest.fn(async () => {
      writeToken(login({ username: 'admin', password: 'admin123' }).token);
      return true;
    });
    setReauthHandler(asked);
    const { user, router } = renderEditor();
    await fillValidArticle(user);
    await user.click(screen.getByRole('button', { name: 'Create article' }));
    await waitFor(
      () => expect(router.state.location.pathname).toMatch(/^\/manager\/article\/edit\/\d+$/),
      SLOW,
    );
    expect(asked).toHaveBeenCalledTimes(1);
    expect(await screen.findByLabelText(/^title/i, {}, SLOW)).toHaveValue('A fresh article');
  });

  it('keeps everything typed, and the draft, when signing in again is abandoned', async () => {
    server.use(
      http.post('*/api/article', () =>
        HttpResponse.json({ code: 401, msg: 'Session expired.', data: null }, { status: 401 }),
      ),
    );
    setReauthHandler(async () => false);
    const { user } = renderEditor();
    await fillValidArticle(user);
    await user.click(screen.getByRole('button', { name: 'Create article' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Your session has expired.',
    );
    expect(screen.getByLabelText(/^title/i)).toHaveValue('A fresh article');
    expect(writerText(screen.getByLabelText(/^content/i))).toBe('Hello world');
    await waitFor(
      () => expect(localStorage.getItem(`${DRAFT_STORAGE_PREFIX}new`)).toContain('Hello world'),
      SLOW,
    );
  });

  it('reads "Nothing to save" for a new empty article, then the truth as it changes', async () => {
    const { user } = renderEditor();
    const status = () => within(screen.getByRole('group', { name: 'Saving' })).getByRole('status');
    expect(status()).toHaveTextContent('Nothing to save');
    expect(screen.getByText('0 words')).toBeInTheDocument();
    await typeInto(user, screen.getByLabelText(/^content/i), 'Five words are written here');
    expect(status()).toHaveTextContent('Unsaved changes');
    expect(await screen.findByText('5 words · 1 min read')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^content/i));
    expect(status()).toHaveTextContent('Nothing to save');
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

  it('says a failed save failed and saves on Retry, then reads "Saved at" a time', async () => {
    let failing = true;
    server.use(
      http.put('*/api/article/:id', () =>
        failing ? HttpResponse.json({ code: 500, msg: 'Disk full.', data: null }) : undefined,
      ),
    );
    const { user } = renderEditor('/manager/article/edit/1');
    const title = await screen.findByLabelText(/^title/i, {}, SLOW);
    const bar = screen.getByRole('group', { name: 'Saving' });
    expect(within(bar).getByRole('button', { name: 'Save' })).toBeDisabled();
    await typeInto(user, title, ' again');
    await user.click(within(bar).getByRole('button', { name: 'Save' }));
    expect(await within(bar).findByText('Not saved', {}, SLOW)).toBeInTheDocument();
    failing = false;
    await user.click(within(bar).getByRole('button', { name: 'Retry' }));
    expect(await within(bar).findByText(/^Saved at \d{1,2}:\d{2}/, {}, SLOW)).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it.each([
    ['data: null', null],
    ['no data', undefined],
    ['an article without its text', { id: 1, title: 'T' }],
    ['a list', []],
  ])(
    'loses nothing to an update answered with %s: not saved, Retry, draft kept',
    async (_n, data) => {
      let answer = true;
      server.use(
        http.put('*/api/article/:id', () =>
          answer ? HttpResponse.json({ code: 0, msg: 'ok', data }) : undefined,
        ),
      );
      const { user } = renderEditor('/manager/article/edit/1');
      const title = await screen.findByLabelText(/^title/i, {}, SLOW);
      const original = (title as HTMLInputElement).value;
      await typeInto(user, title, ' (kept)');
      await waitFor(
        () => expect(localStorage.getItem(`${DRAFT_STORAGE_PREFIX}1`)).toContain('(kept)'),
        SLOW,
      );
      const text = writerText(screen.getByLabelText(/^content/i));
      const bar = screen.getByRole('group', { name: 'Saving' });
      await user.click(within(bar).getByRole('button', { name: 'Save' }));
      expect(await within(bar).findByText('Not saved', {}, SLOW)).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('cannot read');
      // Every field stays, and so does the draft.
      expect(title).toHaveValue(`${original} (kept)`);
      expect(writerText(screen.getByLabelText(/^content/i))).toBe(text);
      expect(text).not.toBe('');
      expect(localStorage.getItem(`${DRAFT_STORAGE_PREFIX}1`)).toContain('(kept)');
      answer = false;
      await user.click(within(bar).getByRole('button', { name: 'Retry' }));
      expect(await within(bar).findByText(/^Saved at \d{1,2}:\d{2}/, {}, SLOW)).toBeInTheDocument();
      expect(title).toHaveValue(`${original} (kept)`);
    },
  );

  it('keeps a new article on screen when its create is answered without an article', async () => {
    const calls = countCreates();
    server.use(
      http.post('*/api/article', () => HttpResponse.json({ code: 0, msg: '', data: null })),
    );
    const { user, router } = renderEditor();
    await fillValidArticle(user);
    await user.click(screen.getByRole('button', { name: 'Create article' }));
    expect(await screen.findByText('Not saved', {}, SLOW)).toBeInTheDocument();
    expect(calls.count).toBe(1);
    expect(router.state.location.pathname).toBe('/manager/article/new');
    expect(screen.getByLabelText(/^title/i)).toHaveValue('A fresh article');
    expect(writerText(screen.getByLabelText(/^content/i))).toBe('Hello world');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await waitFor(
      () => expect(localStorage.getItem(`${DRAFT_STORAGE_PREFIX}new`)).toContain('Hello world'),
      SLOW,
    );
  });

  it('links to the site for an enabled article only, and sends the status only when switched', async () => {
    const bodies: string[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT') bodies.push(await request.clone().text());
    });
    const { user } = renderEditor('/manager/article/edit/1');
    const title = await screen.findByLabelText(/^title/i, {}, SLOW);
    expect(screen.getByRole('link', { name: 'View on site' })).toHaveAttribute('href', '/detail/1');
    await typeInto(user, title, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
    expect(bodies[0]).not.toMatch(/disabled=/);
    await screen.findByText(/^Saved at/, {}, SLOW);

    await openDetails(user);
    await user.click(screen.getByRole('switch', { name: 'Enabled' }));
    await closeDetails(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(2), SLOW);
    expect(bodies[1]).toMatch(/disabled=true/);
    await waitFor(
      () => expect(screen.queryByRole('link', { name: 'View on site' })).not.toBeInTheDocument(),
      SLOW,
    );
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
