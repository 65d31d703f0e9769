import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { useLocation, useRoutes } from 'react-router-dom';
import { server } from '@mocks/node';
import { login } from '@mocks/data/sessions';
import { readToken, writeToken } from '@/api/token';
import { ColorModeProvider } from '@/app/color-mode-provider';
import { makeStore } from '@/app/store';
import { TOKEN_STORAGE_KEY } from '@/config/constants';
import { writeLastUsername } from '@/features/auth/last-username';
import { showToast } from '@/lib/toast-slice';
import { useGetAllCategoriesQuery } from '@/features/taxonomies/taxonomies-api';
import { ConsoleLayout } from './console-layout';
import { createMemoryRouter } from '../../../test/memory-router';
import { fromOutsideReact } from '../../../test/outside-react';

function LoginProbe() {
  const location = useLocation();
  return (
    <>
      <h1>Sign in</h1>
      <p>Redirect: {new URLSearchParams(location.search).get('redirect') ?? 'none'}</p>
    </>
  );
}

function CategoriesProbe() {
  const { data, isError } = useGetAllCategoriesQuery({ page: 1, pageSize: 10 });
  if (isError) return <p>Failed</p>;
  return <p>{data ? `${data.total} categories` : 'Loading categories'}</p>;
}

function ConsoleRoutes() {
  return useRoutes([
    { path: '/manager', element: <LoginProbe /> },
    {
      element: <ConsoleLayout />,
      children: [
        { path: '/manager/home', element: <h1>Dashboard</h1> },
        { path: '/manager/category', element: <CategoriesProbe /> },
        { path: '/manager/article/new', element: <DraftProbe /> },
      ],
    },
  ]);
}

function renderConsole(route = '/manager/home') {
  const store = makeStore();
  const { router, Router } = createMemoryRouter([route]);
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <ColorModeProvider>
        <Router>
          <ConsoleRoutes />
        </Router>
      </ColorModeProvider>
    </Provider>,
  );
  return { store, router, user };
}

/** Signed in as the demo owner, whose login name this device remembers. */
const signIn = () => {
  writeToken(login({ username: 'admin', password: 'admin123' }).token);
  writeLastUsername('admin');
};

/** What another tab's sign-in or sign-out looks like from here. */
async function otherTabWritesToken(token: string | null) {
  if (token === null) localStorage.removeItem(TOKEN_STORAGE_KEY);
  else localStorage.setItem(TOKEN_STORAGE_KEY, token);
  await fromOutsideReact(() =>
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY, newValue: token })),
  );
}

/** A screen with unsaved work, as the editor has. */
function DraftProbe() {
  return <textarea aria-label="Draft" />;
}

describe('ConsoleLayout', () => {
  it('shows the brand, the owner, the menu with the current item and the release', async () => {
    signIn();
    const { user } = renderConsole();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    // The login name, with the nickname beside it (never instead of it).
    expect(screen.getByLabelText('Signed in as')).toHaveTextContent('admin (Demo Owner)');
    expect(screen.getByText(/Test Blog/, { selector: 'p' })).toHaveTextContent('Test Blog Console');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Test Blog Console · v1.0.7');
    // jsdom matches no media query, so this is the phone layout: the menu is a drawer.
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    expect(screen.getByRole('navigation', { name: 'Console' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Category' })).not.toHaveAttribute('aria-current');
  });

  it('navigates when a menu item is activated', async () => {
    signIn();
    const { user, router } = renderConsole();
    await screen.findByRole('heading', { name: 'Dashboard' });
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    await user.click(screen.getByRole('link', { name: 'Category' }));
    expect(router.state.location.pathname).toBe('/manager/category');
    // The phone drawer closes after a choice; the item it leaves behind is the current one.
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Category').closest('a')).toHaveAttribute('aria-current', 'page');
  });

  it('sends a visitor without a token to the sign-in page, remembering the way back', async () => {
    renderConsole('/manager/category?page=2');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Redirect: /manager/category?page=2')).toBeInTheDocument();
  });

  it('redirects without a toast when the profile fails to load', async () => {
    writeToken('expired-token');
    const { store } = renderConsole();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Redirect: /manager/home')).toBeInTheDocument();
    expect(store.getState().toast.queue).toHaveLength(0);
  });

  it.each([
    ['the network fails', () => HttpResponse.error(), /could not be reached/],
    [
      'the server answers HTTP 500',
      () => new HttpResponse('<h1>Internal Server Error</h1>', { status: 500 }),
      /HTTP 500/,
    ],
    [
      'the blog refuses with a code',
      () => HttpResponse.json({ code: 500, msg: 'The database is resting.', data: null }),
      /The database is resting\./,
    ],
  ])(
    'keeps the session and offers Retry when %s on the profile',
    async (_fault, answer, message) => {
      signIn();
      const token = readToken();
      let failing = true;
      server.use(
        http.get('*/api/auth/profile', () => (failing ? answer() : undefined), { once: false }),
      );
      const { store, router, user } = renderConsole('/manager/category?page=2');
      expect(
        await screen.findByRole('heading', { name: 'The console could not open' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('heading', { name: 'The console could not open' })).toHaveFocus();
      // Not thrown out: same address, same token, no toast (the spec's profile exemption).
      expect(router.state.location.pathname).toBe('/manager/category');
      expect(readToken()).toBe(token);
      expect(store.getState().toast.queue).toHaveLength(0);
      expect(screen.getByRole('link', { name: 'sign in again' })).toHaveAttribute(
        'href',
        '/manager?redirect=%2Fmanager%2Fcategory%3Fpage%3D2',
      );

      failing = false;
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText(/^\d+ categories$/)).toBeInTheDocument();
      expect(screen.getByLabelText('Signed in as')).toHaveTextContent('admin');
    },
  );

  it('logs out even when the logout call fails, quietly, leaving no toast behind', async () => {
    signIn();
    server.use(
      http.post('*/api/auth/logout', () =>
        HttpResponse.json({ code: 500, msg: 'Logout broke', data: null }),
      ),
    );
    const { user, router, store } = renderConsole();
    await screen.findByRole('heading', { name: 'Dashboard' });
    store.dispatch(showToast('Saved.', 'success'));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manager');
    expect(screen.getByText('Redirect: none')).toBeInTheDocument();
    expect(readToken()).toBeNull();
    expect(store.getState().toast.queue).toEqual([]);
    expect(store.getState().auth).toMatchObject({ status: 'logout', username: '' });
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
