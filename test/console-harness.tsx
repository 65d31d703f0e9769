/**
 * The console as the router mounts it, for the tests of its guard (src/features/auth) and its
 * shell (src/components/console): the layout route around probe screens, a probe or the real
 * sign-in page at /manager, signing in as the demo owner, and another tab's token change.
 */
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { useLocation, useRoutes } from 'react-router-dom';
import { login } from '@mocks/data/sessions';
import { writeToken } from '@/api/token';
import { ColorModeProvider } from '@/app/color-mode-provider';
import { makeStore } from '@/app/store';
import { TOKEN_STORAGE_KEY } from '@/config/constants';
import { writeLastUsername } from '@/features/auth/last-username';
import { useGetAllCategoriesQuery } from '@/features/taxonomies/taxonomies-console-api';
import { ConsoleLayout } from '@/pages/console/console-layout';
import { createMemoryRouter } from './memory-router';
import { fromOutsideReact } from './outside-react';

export function LoginProbe() {
  const location = useLocation();
  return (
    <>
      <h1>Sign in</h1>
      <p>Redirect: {new URLSearchParams(location.search).get('redirect') ?? 'none'}</p>
    </>
  );
}

export function CategoriesProbe() {
  const { data, isError } = useGetAllCategoriesQuery({ page: 1, pageSize: 10 });
  if (isError) return <p>Failed</p>;
  return <p>{data ? `${data.total} categories` : 'Loading categories'}</p>;
}

export function ConsoleRoutes({ Login }: { Login: ComponentType }) {
  return useRoutes([
    { path: '/', element: <h1>Home</h1> },
    { path: '/manager', element: <Login /> },
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

/** The console at `route`; /manager is a probe of where the owner was sent, or the real page. */
export function renderConsole(route = '/manager/home', Login: ComponentType = LoginProbe) {
  const store = makeStore();
  const { router, Router } = createMemoryRouter([route]);
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <ColorModeProvider>
        <Router>
          <ConsoleRoutes Login={Login} />
        </Router>
      </ColorModeProvider>
    </Provider>,
  );
  return { store, router, user };
}

/** Signed in as the demo owner, whose login name this device remembers. */
export const signIn = () => {
  writeToken(login({ username: 'admin', password: 'admin123' }).token);
  writeLastUsername('admin');
};

/** What another tab's sign-in or sign-out looks like from here. */
export async function otherTabWritesToken(token: string | null) {
  if (token === null) localStorage.removeItem(TOKEN_STORAGE_KEY);
  else localStorage.setItem(TOKEN_STORAGE_KEY, token);
  await fromOutsideReact(() =>
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY, newValue: token })),
  );
}

/** A screen with unsaved work, as the editor has. */
export function DraftProbe() {
  return <textarea aria-label="Draft" />;
}
