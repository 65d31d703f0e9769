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

export function lazyPage<K extends string>(
  load: () => Promise<PageModule<K>>,
  exportName: K,
): ComponentType {
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
  return LazyPage;
}
