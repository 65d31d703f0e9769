/** Mounts the app: one store, the providers, and the browser router, under StrictMode. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { makeStore } from './store';

export function renderApp(element: HTMLElement): void {
  const store = makeStore();
  const router = createAppRouter();
  createRoot(element).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
