/**
 * Taking over a prerendered page: fetch the chunks the current route renders with before
 * hydrating (so hydration does not wait on them), then, once the page is interactive, refresh the
 * data in the background so the reader sees what was published after the prerender.
 */
import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { apiSlice } from '@/api/api-slice';
import { isPreloadablePage } from '@/components/page-loader/lazy-page';
import { startPrefetching } from '@/features/reading/prefetch/prefetch-article';
import type { AppStore } from './store';

/** Performance mark set when the prerendered page has been hydrated (read by the browser tests). */
export const HYDRATED_MARK = 'app-hydrated';

/**
 * Fetches the route's lazy pages, with their parts shown elsewhere (lazy-page.tsx); resolves to
 * the number of pages. Not an article's renderer: its body
 * is adopted from the page as it is (prerendered-markdown.ts), and the renderer loads when an
 * article needs rendering.
 */
export async function preloadRoute(routes: RouteObject[], location: Location): Promise<number> {
  const pending: Promise<void>[] = [];
  for (const { route } of matchRoutes(routes, location) ?? []) {
    const type = isValidElement(route.element) ? route.element.type : null;
    if (isPreloadablePage(type)) pending.push(type.preload());
  }
  await Promise.all(pending);
  return pending.length;
}

/** The public data every prerendered page may carry. */
const REFRESHED_TAGS = ['Article', 'Category', 'Label'] as const;

/** After hydration and the load event, when the browser is idle: ask the API for fresh data. */
export function refreshWhenIdle(store: AppStore): void {
  performance.mark(HYDRATED_MARK);
  const refresh = () => {
    store.dispatch(apiSlice.util.invalidateTags([...REFRESHED_TAGS]));
    // After the refresh, which drops the cached answers no screen shows (prefetched ones too).
    startPrefetching();
  };
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(refresh, { timeout: 2000 })
      : setTimeout(refresh, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
