/**
 * `lazyPage(() => import('./x'), 'XPage')`: a page loaded on demand, with the progress bar while its
 * chunk loads and a working Retry when it fails. React.lazy remembers a rejection forever, so Retry
 * swaps in a fresh lazy component and remounts the boundary.
 */
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk } from './load-chunk';
import { PageLoadBoundary } from './page-load-boundary';
import { PageLoaderBar } from './page-loader-bar';

type PageModule<K extends string> = Record<K, ComponentType>;

/** A lazy page that can fetch its chunk ahead of the first render (before hydrating a prerendered page). */
export type PreloadablePage = ComponentType & { preload: () => Promise<void> };

export function isPreloadablePage(value: unknown): value is PreloadablePage {
  return typeof value === 'function' && typeof (value as PreloadablePage).preload === 'function';
}

export function lazyPage<K extends string>(
  load: () => Promise<PageModule<K>>,
  exportName: K,
): PreloadablePage {
  let failed = false;
  const create = () => {
    failed = false;
    return lazy(() =>
      loadChunk(load).then(
        (module) => ({ default: module[exportName] }),
        (error: unknown) => {
          failed = true;
          throw error;
        },
      ),
    );
  };
  // Shared by every mount, so a page loaded once shows at once next time; a failed one starts afresh.
  let current: LazyExoticComponent<ComponentType> = create();

  function LazyPage() {
    const [attempt, setAttempt] = useState(0);
    const [Page, setPage] = useState(() => {
      if (failed) current = create();
      return current;
    });
    const retry = () => {
      current = create();
      setPage(() => current);
      setAttempt((n) => n + 1);
    };
    return (
      <PageLoadBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={<PageLoaderBar />}>
          <Page />
        </Suspense>
      </PageLoadBoundary>
    );
  }
  LazyPage.displayName = `LazyPage(${exportName})`;
  // A failure here is left to the render, which shows it with Retry.
  const preload = () =>
    load().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(LazyPage, { preload });
}
