/**
 * The article editor never loses words: drafts offered back, leaving guarded, failed saves and
 * expired sessions keeping the form, and the save status telling the truth.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { login } from '@mocks/data/sessions';
import { setReauthHandler } from '@/api/session';
import { writeToken } from '@/api/token';
import { DRAFT_STORAGE_PREFIX } from '@/config/constants';
import { fromOutsideReact } from '../../../../test/outside-react';
import { writerText } from '../../../../test/writer';
import {
  renderEditor,
  typeInto,
  SLOW,
  fillValidArticle,
  setUpEditorSuite,
} from '../../../../test/article-editor-kit';
import { savedLabel } from './save-status';

setUpEditorSuite();

describe('article editor: drafts, leaving and failed saves', () => {
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
});
