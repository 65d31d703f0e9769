/** The console guard as the layout route mounts it: token, the profile on every entry, /manager on failure, re-sign-in in place. */
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { readToken } from '@/api/token';
import { LoginPage } from '@/pages/console/login-page';
import { otherTabWritesToken, renderConsole, signIn } from '../../../test/console-harness';

describe('ConsoleGuard', () => {
  it('sends a visitor without a token to the sign-in page, remembering the way back', async () => {
    renderConsole('/manager/category?page=2');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Redirect: /manager/category?page=2')).toBeInTheDocument();
  });

  it.each([
    [
      'HTTP 401',
      () => HttpResponse.json({ code: 401, msg: 'Please sign in.', data: null }, { status: 401 }),
    ],
    [
      'a code other than 0',
      () => HttpResponse.json({ code: 500, msg: 'The database is resting.', data: null }),
    ],
    [
      'a code other than 0 on an HTTP error',
      () => HttpResponse.json({ code: 1403, msg: 'Not the owner.', data: null }, { status: 403 }),
    ],
  ])(
    'takes a profile refused with %s to the sign-in form, token cleared, no toast',
    async (_refusal, answer) => {
      signIn();
      server.use(http.get('*/api/auth/profile', answer));
      const { store, router } = renderConsole('/manager/category?page=2', LoginPage);
      expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/manager');
      expect(router.state.location.search).toBe('?redirect=%2Fmanager%2Fcategory%3Fpage%3D2');
      expect(readToken()).toBeNull();
      expect(store.getState().toast.queue).toHaveLength(0);
      expect(store.getState().auth).toMatchObject({ status: 'logout', username: '' });
    },
  );

  it.each([
    ['the network fails', () => HttpResponse.error(), /could not be reached/],
    [
      'the server answers HTTP 500 without an envelope',
      () => new HttpResponse('<h1>Internal Server Error</h1>', { status: 500 }),
      /HTTP 500/,
    ],
    [
      'the answer does not parse',
      () =>
        new HttpResponse('{"code":0,"msg":"ok","data":{"user', {
          headers: { 'Content-Type': 'application/json' },
        }),
      /cannot read/,
    ],
    [
      'the answer holds no profile',
      () => HttpResponse.json({ code: 0, msg: 'ok', data: null }),
      /cannot read/,
    ],
  ])(
    'keeps the token when %s on entry: /manager says so, Retry goes back where the owner was headed',
    async (_fault, answer, message) => {
      signIn();
      const token = readToken();
      let failing = true;
      let calls = 0;
      server.use(
        http.get('*/api/auth/profile', () => {
          calls += 1;
          return failing ? answer() : undefined;
        }),
      );
      const { store, router, user } = renderConsole('/manager/category?page=2', LoginPage);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The blog could not be reached.');
      expect(alert).toHaveTextContent(message);
      expect(router.state.location.pathname).toBe('/manager');
      expect(router.state.location.search).toBe('?redirect=%2Fmanager%2Fcategory%3Fpage%3D2');
      // The token stays, no toast, no form, and /manager did not ask again by itself (no loop).
      expect(readToken()).toBe(token);
      expect(store.getState().toast.queue).toHaveLength(0);
      expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
      expect(calls).toBe(1);

      // Still failing: Retry asks once more and stays.
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(calls).toBe(2));
      expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/manager');

      // The blog is back: Retry gets the profile and the console opens where the owner was going
      // (and, entering, asks for the profile itself).
      failing = false;
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText(/^\d+ categories$/)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/manager/category');
      expect(router.state.location.search).toBe('?page=2');
      expect(calls).toBe(4);
      expect(screen.getByLabelText('Signed in as')).toHaveTextContent('admin');
      expect(readToken()).toBe(token);
      expect(store.getState().toast.queue).toHaveLength(0);
    },
  );

  it('asks for the profile again on every entry, even straight after the last', async () => {
    signIn();
    let calls = 0;
    server.use(
      http.get('*/api/auth/profile', () => {
        calls += 1;
        return undefined;
      }),
    );
    const { router } = renderConsole('/manager/home');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(calls).toBe(1);
    // Moving inside the console is not an entry.
    act(() => router.navigate('/manager/category'));
    await screen.findByText(/^\d+ categories$/);
    expect(calls).toBe(1);
    // Out to the public side and back, well within RTK Query's cache lifetime.
    act(() => router.navigate('/'));
    await screen.findByRole('heading', { name: 'Home' });
    act(() => router.navigate('/manager/home'));
    await waitFor(() => expect(calls).toBe(2));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('goes to /manager when the profile fails on a later entry, though an earlier one worked', async () => {
    signIn();
    const token = readToken();
    const { router } = renderConsole('/manager/home', LoginPage);
    await screen.findByRole('heading', { name: 'Dashboard' });
    act(() => router.navigate('/'));
    await screen.findByRole('heading', { name: 'Home' });
    server.use(http.get('*/api/auth/profile', () => HttpResponse.error()));
    act(() => router.navigate('/manager/home'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The blog could not be reached.');
    expect(router.state.location.pathname).toBe('/manager');
    expect(readToken()).toBe(token);
  });

  it('offers the sign-in dialog in place when another tab signs out, keeping unsaved work', async () => {
    signIn();
    const { user, router } = renderConsole('/manager/article/new');
    await user.type(await screen.findByRole('textbox', { name: 'Draft' }), 'Half a thought');
    await otherTabWritesToken(null);
    const dialog = await screen.findByRole('dialog', { name: 'Your session has expired' });
    // The login name last used, not the profile's display name ("Demo Owner").
    expect(screen.getByLabelText(/username/i)).toHaveValue('admin');
    await user.type(screen.getByLabelText(/password/i), 'admin123{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Draft', hidden: true })).toHaveValue(
      'Half a thought',
    );
    expect(router.state.location.pathname).toBe('/manager/article/new');
    expect(readToken()).not.toBeNull();
  });

  it('closes the dialog when another tab signs in again', async () => {
    signIn();
    const token = readToken();
    renderConsole('/manager/article/new');
    await screen.findByRole('textbox', { name: 'Draft' });
    await otherTabWritesToken(null);
    const dialog = await screen.findByRole('dialog', { name: 'Your session has expired' });
    await otherTabWritesToken(token);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Draft' })).toBeInTheDocument();
  });

  it('asks to sign in again on a 401 mid-work and retries the call', async () => {
    signIn();
    let categoryCalls = 0;
    server.use(
      http.get(
        '*/api/category/all',
        () => {
          categoryCalls += 1;
          return HttpResponse.json(
            { code: 401, msg: 'Please sign in again.', data: null },
            { status: 401 },
          );
        },
        { once: true },
      ),
    );
    const { user, router } = renderConsole('/manager/category');
    const dialog = await screen.findByRole('dialog', { name: 'Your session has expired' });
    expect(screen.getByText('Loading categories')).toBeInTheDocument();
    expect(readToken()).toBeNull();
    // The login name last used is filled in; the password is asked for.
    expect(screen.getByLabelText(/username/i)).toHaveValue('admin');
    await user.type(screen.getByLabelText(/password/i), 'admin123{Enter}');
    expect(await screen.findByText(/\d+ categories/)).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(categoryCalls).toBe(1);
    expect(readToken()).not.toBeNull();
    expect(router.state.location.pathname).toBe('/manager/category');
  });

  it('leaves for the sign-in page when the owner declines to sign in again', async () => {
    signIn();
    server.use(
      http.get('*/api/category/all', () =>
        HttpResponse.json({ code: 401, msg: 'Please sign in again.', data: null }, { status: 401 }),
      ),
    );
    const { user } = renderConsole('/manager/category');
    await screen.findByRole('dialog', { name: 'Your session has expired' });
    await user.click(screen.getByRole('button', { name: 'Leave the console' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Redirect: /manager/category')).toBeInTheDocument();
  });
});
