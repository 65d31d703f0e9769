/**
 * `lazyPage(() => import('./x'), 'XPage')`: a page loaded on demand, with the progress bar while its
 * chunk loads and a working Retry when it fails. Retry swaps in a fresh lazy component (React.lazy
 * remembers a rejection) and remounts the boundary.
 */
import { Suspense, type ComponentType } from 'react';
import { loadChunk } from './load-chunk';
import { PageLoadBoundary } from './page-load-boundary';
import { PageLoaderBar } from './page-loader-bar';
import { renewableLazy, useRenewableLazy } from './renewable-lazy';
import { TakeOverPart } from '@/lib/take-over-parts';

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
  // The export name is unique per page chunk: it keys the chunk's reload guard.
  const page = renewableLazy(() =>
    loadChunk(load, exportName).then((module) => module[exportName]),
  );

  function LazyPage() {
    const { Component: Page, attempt, retry } = useRenewableLazy(page);
    return (
      <PageLoadBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={<PageLoaderBar />}>
          <Page />
          <TakeOverPart />
        </Suspense>
      </PageLoadBoundary>
    );
  }
  LazyPage.displayName = `LazyPage(${exportName})`;
  return Object.assign(LazyPage, { preload: page.preload });
}
