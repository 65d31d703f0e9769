/**
 * The article editor's saves: what a save needs, what the server says back, and what is sent.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { DRAFT_STORAGE_PREFIX } from '@/config/constants';
import { writerText } from '../../../../test/writer';
import {
  renderEditor,
  countCreates,
  typeInto,
  SLOW,
  openDetails,
  closeDetails,
  fillValidArticle,
  setUpEditorSuite,
} from '../../../../test/article-editor-kit';

setUpEditorSuite();

describe('article editor: validation and saving', () => {
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
});
