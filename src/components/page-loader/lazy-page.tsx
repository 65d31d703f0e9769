/**
 * `lazyPage(() => import('./x'), 'XPage')`: a page loaded on demand, with the progress bar while its
 * chunk loads and a working Retry when it fails. Retry swaps in a fresh lazy component (React.lazy
 * remembers a rejection) and remounts the boundary.
 *
 * `parts` are other exports of the page's chunk, shown outside the page on the same screen (the
 * article's contents in the sidebar), so that code stays out of the entry for the pages that never
 * show it: loaded with the page, fetched with it before a take-over, nothing while loading or when
 * the chunk fails (the page says so), back once the page's Retry loads the chunk. The take-over
 * (lib/take-over-parts.tsx) waits for the pages, not for their parts: a part must render the same
 * markup before and after the page is taken over (no useHydrated).
 */
import {
  Component,
  Suspense,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { loadChunk, PageLoadError } from './load-chunk';
import { PageLoadBoundary } from './page-load-boundary';
import { PageLoaderBar } from './page-loader-bar';
import { renewableLazy, useRenewableLazy, type RenewableLazy } from './renewable-lazy';
import { TakeOverPart } from '@/lib/take-over-parts';

type PageModule<K extends string> = Record<K, ComponentType>;

/** A lazy page that can fetch its chunk ahead of the first render (before hydrating a prerendered page). */
export type PreloadablePage = ComponentType & { preload: () => Promise<void> };

export function isPreloadablePage(value: unknown): value is PreloadablePage {
  return typeof value === 'function' && typeof (value as PreloadablePage).preload === 'function';
}

/** A part shows nothing when its chunk failed (a bug still reaches the error screen). */
class QuietPartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(error: unknown) {
    if (!(error instanceof PageLoadError)) throw error;
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function lazyPage<K extends string, P extends string = never>(
  load: () => Promise<PageModule<K | P>>,
  exportName: K,
  partNames: readonly P[] = [],
): PreloadablePage & { parts: Record<P, ComponentType> } {
  // Counts the loads that followed a failure: a part that failed starts afresh on the next one.
  let recoveries = 0;
  let failing = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  // The export name is unique per page chunk: it keys the chunk's reload guard.
  const loadModule = () =>
    loadChunk(load, exportName).then(
      (module) => {
        if (failing) {
          failing = false;
          recoveries += 1;
          listeners.forEach((listener) => listener());
        }
        return module;
      },
      (error: unknown) => {
        failing = true;
        throw error;
      },
    );
  const page = renewableLazy(() => loadModule().then((module) => module[exportName]));

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

  const lazyParts: RenewableLazy<object>[] = [];
  const parts = {} as Record<P, ComponentType>;
  for (const name of partNames) {
    const part = renewableLazy(() => loadModule().then((module) => module[name]));
    lazyParts.push(part);
    const LazyPart = () => {
      const recovery = useSyncExternalStore(
        subscribe,
        () => recoveries,
        () => recoveries,
      );
      const Part = part.current();
      return (
        <QuietPartBoundary key={recovery}>
          <Suspense fallback={null}>
            <Part />
          </Suspense>
        </QuietPartBoundary>
      );
    };
    LazyPart.displayName = `LazyPart(${name})`;
    parts[name] = LazyPart;
  }

  const preload = () =>
    Promise.all([page, ...lazyParts].map((lazy) => lazy.preload())).then(() => undefined);
  return Object.assign(LazyPage, { preload, parts });
}
