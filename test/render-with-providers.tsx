/**
 * Renders UI the way the app does (a fresh store each time, the router, the colour mode, and the
 * theme the console's screens get from their chunks), so tests act through roles and labels like
 * a person.
 */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { ColorModeProvider } from '@/app/color-mode-provider';
import { ConsoleThemeProvider } from '@/components/console/console-theme-provider';
import { makeStore, type AppStore } from '@/app/store';
import { createMemoryRouter } from './memory-router';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the router starts at. */
  route?: string;
  /** Extra routes beside the one rendering `ui` at `path` (default '*'). */
  path?: string;
  routes?: RouteObject[];
  /** Child routes of the one rendering `ui`, shown in its <Outlet> (for layouts). */
  children?: RouteObject[];
  store?: AppStore;
  state?: unknown;
}

export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const {
    route = '/',
    path = '*',
    routes = [],
    children,
    store = makeStore(),
    state,
    ...renderOptions
  } = options;
  const { router, Router } = createMemoryRouter([
    state === undefined
      ? route
      : {
          pathname: route.split('?')[0],
          search: route.includes('?') ? `?${route.split('?')[1]}` : '',
          state,
        },
  ]);
  const routeTable = [children ? { element: ui, children } : { path, element: ui }, ...routes];
  const Routes = () => useRoutes(routeTable);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <ColorModeProvider>
        {/* The console's screens get MUI's theme from their layout's chunk in the app; tests
            render them on their own. The reading side's components read no MUI theme. */}
        <ConsoleThemeProvider>{children}</ConsoleThemeProvider>
      </ColorModeProvider>
    </Provider>
  );
  const user = userEvent.setup();
  return {
    store,
    router,
    user,
    ...render(
      <Router>
        <Routes />
      </Router>,
      { wrapper: Wrapper, ...renderOptions },
    ),
  };
}
