/**
 * Mounts the app: one store, the providers, and the router on the browser's history, under StrictMode. A page
 * prerendered for this very location from the API config.js names is taken over (hydrated) with
 * the data it carries; anything else (a route shell, a page the head marked stale or elsewhere:
 * rendered from another API, or a host's 404 page for a new article) renders fresh from the API.
 */
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { hydratePage } from '@/api/api-slice';
import { clearPrerenderedMark, readPrerenderedData } from '@/lib/page-format/carried-data';
import { AppProviders } from './providers';
import { AppRoutes, routes } from './router';
import { guardHistory } from '@/lib/navigation-guard/guard-history';
import { GuardedRouter } from '@/lib/navigation-guard/guarded-router';
import { makeStore } from './store';
import { noteDocumentStart } from '@/lib/style-policy';
import { setHydrating } from '@/lib/use-hydrated';
import { adoptPrerenderedMarkdown } from '@/components/markdown/prerendered-markdown';
import { adoptPageTagColors } from '@/lib/tag-colors-page';
import { preloadRoute, refreshWhenIdle } from './take-over';
import { startPrefetching } from '@/features/reading/prefetch/prefetch-article';
import { awaitTakeOverParts, TakeOverPart } from '@/lib/take-over-parts';

/**
 * Shows a marked page's root again once the fresh render has replaced its content: in the commit
 * that does, before the browser paints, so the hidden content is never seen.
 */
function Unmark(): null {
  useLayoutEffect(() => clearPrerenderedMark(document), []);
  return null;
}

export function renderApp(element: HTMLElement): void {
  noteDocumentStart(window.location.pathname);
  const prerendered = readPrerenderedData(
    document,
    window.location.pathname + window.location.search,
  );
  const store = makeStore();
  // The page's cache, through RTK Query's rehydration, before anything renders from the store.
  if (prerendered) store.dispatch(hydratePage(prerendered));
  // v5Compat: the router hears its own pushes and replaces, as React Router's BrowserRouter does.
  const history = guardHistory(createBrowserHistory({ v5Compat: true }));
  const app = (takingOver = false) => (
    <StrictMode>
      <AppProviders store={store}>
        <GuardedRouter history={history}>
          <AppRoutes />
        </GuardedRouter>
        {takingOver ? <TakeOverPart /> : <Unmark />}
      </AppProviders>
    </StrictMode>
  );
  if (!prerendered) {
    // Rendered afresh: this also replaces the content the head hid (a marked page).
    const root = createRoot(element);
    // As a transition, like the take-over below: rendered in slices, not one long task.
    startTransition(() => root.render(app()));
    // Nothing to take over or refresh: article links may prefetch once their page is shown.
    startPrefetching();
    return;
  }
  setHydrating(true);
  adoptPrerenderedMarkdown(element);
  // Its chips as they were drawn: hydration renders each in the same colour, kept for the visit.
  adoptPageTagColors(element);
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
