/**
 * Mounts the app: one store, the providers, and the browser router, under StrictMode. A page
 * prerendered for this very location is taken over (hydrated) with the data it carries; anything
 * else (a route that was not prerendered, served the home page's file by the host) renders fresh.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { preloadedStateFrom, readPrerenderedData } from './prerendered-data';
import { AppProviders } from './providers';
import { createAppRouter, routes } from './router';
import { makeStore } from './store';
import { setHydrating } from '@/lib/use-hydrated';
import { adoptPrerenderedMarkdown } from '@/components/markdown/prerendered-markdown';
import { preloadRoute, refreshWhenIdle } from './take-over';
import { awaitTakeOverParts, TakeOverPart } from '@/lib/take-over-parts';

export function renderApp(element: HTMLElement): void {
  const prerendered = readPrerenderedData(
    document,
    window.location.pathname + window.location.search,
  );
  const store = makeStore(prerendered ? preloadedStateFrom(prerendered) : undefined);
  const router = createAppRouter();
  const app = (takingOver = false) => (
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
        {takingOver && <TakeOverPart />}
      </AppProviders>
    </StrictMode>
  );
  if (!prerendered) {
    // Rendered afresh: this also replaces the content the boot script hid when the page came in
    // rendered for another route.
    element.style.removeProperty('visibility');
    const root = createRoot(element);
    // As a transition, like the take-over below: rendered in slices, not one long task.
    startTransition(() => root.render(app()));
    return;
  }
  setHydrating(true);
  adoptPrerenderedMarkdown(element);
  void preloadRoute(routes, window.location).then((pages) => {
    // The root, then each lazy page in its own pass: done when all have been hydrated.
    awaitTakeOverParts(1 + pages, () => {
      setHydrating(false);
      refreshWhenIdle(store);
    });
    // As a transition, hydration is interruptible: React works in slices of a few milliseconds
    // and yields between them, instead of one long task that blocks a reader's first tap.
    startTransition(() => {
      hydrateRoot(element, app(true));
    });
  });
}
