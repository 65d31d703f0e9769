import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { call } from '@mocks/testing/api-client';
import { login } from '@mocks/data/sessions';
import { writeToken } from '@/api/token';
import { DRAFT_STORAGE_PREFIX } from '@/config/constants';
import { ArticleEditorPage } from '@/pages/console/article-editor-page';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { writerText } from '../../../../test/writer';

// Two tabs, one article: the other tab is the mock backend called directly, as a second tab would.
const routes = [
  { path: '/manager/article/edit/:id', element: <ArticleEditorPage /> },
  { path: '/manager/article/new', element: <ArticleEditorPage /> },
];
const renderEditor = (route = '/manager/article/edit/1') =>
  renderWithProviders(<ArticleEditorPage />, { route, path: '/manager/article/new', routes });

type User = ReturnType<typeof renderEditor>['user'];
const SLOW = { timeout: 8000 };
jest.setTimeout(60000);

let token = '';
beforeEach(() => {
  token = login({ username: 'admin', password: 'admin123' }).token;
  writeToken(token);
});
afterEach(() => server.events.removeAllListeners());

interface Detail {
  id: string;
  title: string;
  summary: string;
  content: string;
  updatedAt: string;
  disabled: boolean;
  category: { id: string | number };
  labels: { id: string | number }[];
}
const read = async (id: string) =>
  (await call<Detail>('GET', `/api/article/detail/${id}`, {}, token)).data;

/** Another tab saves article 1 with a new text. */
async function saveInAnotherTab(change: Partial<Detail>) {
  const now = await read('1');
  const next = { ...now, ...change };
  await call(
    'PUT',
    '/api/article/1',
    {
      title: next.title,
      summary: next.summary,
      content: next.content,
      categoryId: now.category.id,
      labelIds: now.labels.map((label) => label.id),
    },
    token,
  );
  return read('1');
}

/** Counts this tab's PUTs. */
function countUpdates() {
  const calls = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT') calls.count += 1;
  });
  return calls;
}

async function editTitle(user: User, suffix: string) {
  const title = await screen.findByLabelText(/^title/i, {}, SLOW);
  await user.click(title);
  await user.paste(suffix);
  return title;
}

describe('two tabs, one article', () => {
  it('asks before overwriting a version saved elsewhere, shows the difference, then overwrites', async () => {
    const { user } = renderEditor();
    const title = await editTitle(user, ' (this tab)');
    const mine = (title as HTMLInputElement).value;
    const other = await saveInAnotherTab({ content: 'Written in the other tab.' });
    const puts = countUpdates();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: /changed elsewhere/i }, SLOW);
    expect(puts.count).toBe(0);
    expect(dialog).toHaveTextContent(/after this tab opened it/);
    expect(screen.getByRole('group', { name: 'Saving', hidden: true })).toHaveTextContent(
      'Not saved',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Compare the versions' }));
    const text = within(dialog).getByRole('region', { name: 'Text' });
    expect(text).toHaveTextContent('Written in the other tab.');
    expect(within(dialog).getByRole('region', { name: 'Title' })).toHaveTextContent(mine);

    await user.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    expect(await screen.findByText(/^Saved at \d{1,2}:\d{2}/, {}, SLOW)).toBeInTheDocument();
    expect(puts.count).toBe(1);
    const now = await read('1');
    expect(now.title).toBe(mine);
    expect(now.content).not.toBe(other.content);
  });

  it('keeps both: this tab becomes a new disabled article, the other version stays', async () => {
    const { user, router } = renderEditor();
    const title = await editTitle(user, ' (mine)');
    const mine = (title as HTMLInputElement).value;
    const content = writerText(screen.getByLabelText(/^content/i));
    const other = await saveInAnotherTab({ title: 'The other tab’s title' });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: /changed elsewhere/i }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Keep both' }));
    await waitFor(
      () => expect(router.state.location.pathname).toMatch(/^\/manager\/article\/edit\/(?!1$)\w+$/),
      SLOW,
    );
    const copyId = router.state.location.pathname.split('/').pop() ?? '';
    const copy = await read(copyId);
    expect(copy).toMatchObject({ title: `${mine} (copy)`, disabled: true });
    expect(copy.content.trim()).toBe(content.trim());
    expect((await read('1')).title).toBe(other.title);
    await waitFor(
      () => expect(screen.getByLabelText(/^title/i)).toHaveValue(`${mine} (copy)`),
      SLOW,
    );
    expect(localStorage.getItem(`${DRAFT_STORAGE_PREFIX}1`)).toBeNull();
  });

  it('saves without asking when only the status was switched elsewhere', async () => {
    const { user } = renderEditor();
    await editTitle(user, '!');
    await call('POST', '/api/article/disabled/1', {}, token);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Saved at \d{1,2}:\d{2}/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks again on a second save only if the article changed again', async () => {
    const { user } = renderEditor();
    await editTitle(user, ' one');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/^Saved at \d{1,2}:\d{2}/, {}, SLOW);
    // This tab's own save is the version it now works on: no conflict with itself.
    await editTitle(user, ' two');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(
      () => expect(screen.getByRole('group', { name: 'Saving' })).not.toHaveTextContent('Saving'),
      SLOW,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await read('1')).title).toMatch(/ one two$/);
  });

  it('does not restore a draft older than the saved version blindly', async () => {
    const server1 = await read('1');
    localStorage.setItem(
      `${DRAFT_STORAGE_PREFIX}1`,
      JSON.stringify({
        fields: {
          title: 'Draft title',
          summary: server1.summary,
          cover: '',
          categoryId: String(server1.category.id),
          labelIds: [],
          content: 'Draft text',
          disabled: false,
        },
        savedAt: Date.parse(server1.updatedAt) + 1000,
        baseUpdatedAt: '2020-01-01T00:00:00.000Z',
      }),
    );
    const { user } = renderEditor();
    const offer = await screen.findByText(/written over an older version/, {}, SLOW);
    expect(offer).toHaveTextContent(/saved again on/);
    const title = screen.getByLabelText(/^title/i);
    expect(title).toHaveValue(server1.title);
    expect(screen.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Compare' }));
    const dialog = await screen.findByRole('dialog', { name: 'The draft and the saved version' });
    expect(within(dialog).getByRole('region', { name: 'Title' })).toHaveTextContent('Draft title');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the saved version' }));
    expect(title).toHaveValue(server1.title);
    expect(localStorage.getItem(`${DRAFT_STORAGE_PREFIX}1`)).toBeNull();
  });

  it('judges an older draft without a version by when it was written', async () => {
    const server1 = await read('1');
    const fields = {
      title: 'Old draft',
      summary: server1.summary,
      cover: '',
      categoryId: String(server1.category.id),
      labelIds: [],
      content: 'x',
    };
    localStorage.setItem(
      `${DRAFT_STORAGE_PREFIX}1`,
      JSON.stringify({ fields, savedAt: Date.parse(server1.updatedAt) - 1000 }),
    );
    const first = renderEditor();
    expect(await screen.findByText(/written over an older version/, {}, SLOW)).toBeInTheDocument();
    first.unmount();
    // Written after the server's version, over it: the usual offer.
    localStorage.setItem(
      `${DRAFT_STORAGE_PREFIX}1`,
      JSON.stringify({ fields, savedAt: Date.parse(server1.updatedAt) + 1000 }),
    );
    const { user } = renderEditor();
    await screen.findByText(/Restore unsaved draft from/, {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText(/^title/i)).toHaveValue('Old draft');
  });

  it('writes the version a draft was made on into it', async () => {
    const server1 = await read('1');
    const { user } = renderEditor();
    await editTitle(user, ' drafted');
    await waitFor(
      () =>
        expect(JSON.parse(localStorage.getItem(`${DRAFT_STORAGE_PREFIX}1`) ?? '{}')).toMatchObject({
          baseUpdatedAt: server1.updatedAt,
        }),
      SLOW,
    );
  });
});
