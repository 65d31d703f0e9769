/**
 * Mounts the app: one store, the providers, and the browser router, under StrictMode. A page
 * prerendered for this very location is taken over (hydrated) with the data it carries; anything
 * else (a route that was not prerendered, served the home page's file by the host) renders fresh.
 */
import { StrictMode, startTransition, useEffect, useRef } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { preloadedStateFrom, readPrerenderedData } from './prerendered-data';
import { AppProviders } from './providers';
import { createAppRouter, routes } from './router';
import { makeStore } from './store';
import { setHydrating } from '@/lib/use-hydrated';
import { adoptPrerenderedMarkdown } from '@/components/markdown/prerendered-markdown';
import { preloadRoute, refreshWhenIdle } from './take-over';

/** Calls `onCommit` once, after the first commit (StrictMode runs effects twice). */
function AfterFirstCommit({ onCommit }: { onCommit: () => void }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    onCommit();
  }, [onCommit]);
  return null;
}

export function renderApp(element: HTMLElement): void {
  const prerendered = readPrerenderedData(
    document,
    window.location.pathname + window.location.search,
  );
  const store = makeStore(prerendered ? preloadedStateFrom(prerendered) : undefined);
  const router = createAppRouter();
  const app = (onCommit?: () => void) => (
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
        {onCommit && <AfterFirstCommit onCommit={onCommit} />}
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
  void preloadRoute(routes, window.location).then(() => {
    // As a transition, hydration is interruptible: React works in slices of a few milliseconds
    // and yields between them, instead of one long task that blocks a reader's first tap.
    startTransition(() => {
      hydrateRoot(
        element,
        app(() => {
          setHydrating(false);
          refreshWhenIdle(store);
        }),
      );
    });
  });
}
