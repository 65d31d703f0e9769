import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { login } from '@mocks/data/sessions';
import { readToken, writeToken } from '@/api/token';
import { LAST_USERNAME_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@/config/constants';
import { showToast } from '@/lib/toast-slice';
import { fromOutsideReact } from '../../../test/outside-react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { LoginPage } from './login-page';

const destinations = [
  { path: '/manager/home', element: <h1>Console home</h1> },
  { path: '/manager/article', element: <h1>Article list</h1> },
];

function renderLogin(route = '/manager') {
  return renderWithProviders(<LoginPage />, { route, path: '/manager', routes: destinations });
}

describe('LoginPage', () => {
  it('asks for both fields before calling the server, ignoring blanks', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/auth/login', () => {
        calls += 1;
        return HttpResponse.json({ code: 0, msg: 'ok', data: { token: 't', username: 'admin' } });
      }),
    );
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/username/i), '   ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your username.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText(/username/i)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  it('signs in on Enter, stores the token and goes to the console home', async () => {
    const { user, router, store } = renderLogin();
    await user.type(screen.getByLabelText(/username/i), ' admin ');
    await user.type(screen.getByLabelText(/password/i), 'admin123{Enter}');
    expect(await screen.findByRole('heading', { name: 'Console home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manager/home');
    expect(readToken()).toMatch(/\w+/);
    // The spec's login state, and the login name remembered for the re-sign-in dialog.
    expect(store.getState().auth).toEqual({
      status: 'success',
      info: 'Signed in as admin.',
      username: 'admin',
    });
    expect(localStorage.getItem(LAST_USERNAME_STORAGE_KEY)).toBe('admin');
  });

  it('sends the password exactly as typed and the username trimmed', async () => {
    let sent: URLSearchParams | null = null;
    server.use(
      http.post('*/api/auth/login', async ({ request }) => {
        sent = new URLSearchParams(await request.text());
        return HttpResponse.json({ code: 0, msg: 'ok', data: { token: 't', username: 'admin' } });
      }),
    );
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/username/i), '  admin ');
    await user.type(screen.getByLabelText(/password/i), ' pass word {Enter}');
    expect(await screen.findByRole('heading', { name: 'Console home' })).toBeInTheDocument();
    expect(sent!.get('username')).toBe('admin');
    expect(sent!.get('password')).toBe(' pass word ');
  });

  it('follows another tab that signs in meanwhile', async () => {
    const { router } = renderLogin();
    await screen.findByRole('button', { name: 'Sign in' });
    localStorage.setItem(TOKEN_STORAGE_KEY, 'from-the-other-tab');
    await fromOutsideReact(() =>
      window.dispatchEvent(
        new StorageEvent('storage', { key: TOKEN_STORAGE_KEY, newValue: 'from-the-other-tab' }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Console home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manager/home');
  });

  it('disables the button while the call is pending', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post('*/api/auth/login', async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ code: 0, msg: 'ok', data: { token: 't', username: 'admin' } });
      }),
    );
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/username/i), 'admin');
    await user.type(screen.getByLabelText(/password/i), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    release();
    expect(
      await screen.findByRole('heading', { name: 'Console home' }, { timeout: 30000 }),
    ).toBeInTheDocument();
  });

  it("toasts the server's refusal of a wrong password (the spec's rule), once", async () => {
    const { user, store } = renderLogin();
    await user.type(screen.getByLabelText(/username/i), 'admin');
    await user.type(screen.getByLabelText(/password/i), 'wrong{Enter}');
    await waitFor(() =>
      expect(store.getState().toast.queue).toEqual([
        expect.objectContaining({ message: 'Wrong username or password.', severity: 'error' }),
      ]),
    );
    // Not said a second time beside the form.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({
      status: 'fail',
      info: 'Wrong username or password.',
    });
    expect(readToken()).toBeNull();
  });

  it('takes the refusals toasted on the way down once the sign-in succeeds, and only those', async () => {
    const { user, store } = renderLogin();
    store.dispatch(showToast('Something else went wrong.', 'error'));
    await user.type(screen.getByLabelText(/username/i), 'admin');
    await user.type(screen.getByLabelText(/password/i), 'wrong{Enter}');
    await waitFor(() => expect(store.getState().toast.queue).toHaveLength(2));
    await user.clear(screen.getByLabelText(/password/i));
    await user.type(screen.getByLabelText(/password/i), 'admin123{Enter}');
    expect(await screen.findByRole('heading', { name: 'Console home' })).toBeInTheDocument();
    expect(store.getState().toast.queue).toEqual([
      expect.objectContaining({ message: 'Something else went wrong.' }),
    ]);
  });

  it('shows a failure to reach the server inline (the call layer never toasts it)', async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.error()));
    const { user, store } = renderLogin();
    await user.type(screen.getByLabelText(/username/i), 'admin');
    await user.type(screen.getByLabelText(/password/i), 'admin123{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be reached/);
    expect(store.getState().toast.queue).toEqual([]);
  });

  it('returns to a same-origin redirect target', async () => {
    const { user, router } = renderLogin('/manager?redirect=%2Fmanager%2Farticle%3Fpage%3D2');
    await user.type(screen.getByLabelText(/username/i), 'admin');
    await user.type(screen.getByLabelText(/password/i), 'admin123{Enter}');
    expect(await screen.findByRole('heading', { name: 'Article list' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('ignores a redirect to another origin', async () => {
    const { user, router } = renderLogin('/manager?redirect=%2F%2Fevil.com%2Fsteal');
    await user.type(screen.getByLabelText(/username/i), 'admin');
    await user.type(screen.getByLabelText(/password/i), 'admin123{Enter}');
    expect(await screen.findByRole('heading', { name: 'Console home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manager/home');
  });

  it('sends someone already signed in straight to the console', async () => {
    writeToken(login({ username: 'admin', password: 'admin123' }).token);
    const { router } = renderLogin();
    expect(await screen.findByRole('heading', { name: 'Console home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manager/home');
  });

  it('shows the form and forgets the stored token when the blog refuses it', async () => {
    writeToken('stale-token');
    const { store } = renderLogin();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(readToken()).toBeNull();
    expect(store.getState().toast.queue).toEqual([]);
  });

  it('says when the blog cannot be reached to check a stored token, keeping it; Retry moves on', async () => {
    writeToken(login({ username: 'admin', password: 'admin123' }).token);
    const token = readToken();
    let failing = true;
    server.use(
      http.get('*/api/auth/profile', () =>
        failing ? new HttpResponse('Bad gateway', { status: 502 }) : undefined,
      ),
    );
    const { user, router, store } = renderLogin('/manager?redirect=%2Fmanager%2Farticle');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The blog could not be reached. The server answered HTTP 502.');
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(readToken()).toBe(token);
    expect(store.getState().toast.queue).toEqual([]);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Article list' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manager/article');
  });
});
