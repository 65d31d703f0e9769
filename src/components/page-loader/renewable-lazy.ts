/**
 * React.lazy remembers a rejected import for good. This keeps one lazy component shared by every
 * mount (a chunk loaded once shows at once next time) and swaps in a fresh one after a failure,
 * so the next mount, or a Retry, really loads the chunk again.
 */
import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

export interface RenewableLazy<P extends object> {
  /** The shared component, or a fresh one when the last attempt failed. */
  current: () => LazyExoticComponent<ComponentType<P>>;
  /** A fresh component that loads the chunk again (Retry). */
  renew: () => LazyExoticComponent<ComponentType<P>>;
}

export function renewableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): RenewableLazy<P> {
  let failed = false;
  const create = () => {
    failed = false;
    return lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failed = true;
          throw error;
        },
      ),
    );
  };
  let component = create();
  return {
    current: () => {
      if (failed) component = create();
      return component;
    },
    renew: () => (component = create()),
  };
}

/**
 * The component to render and a `retry` that swaps in a fresh one; `attempt` changes with each
 * retry, to key the error boundary around it so the boundary starts afresh too.
 */
export function useRenewableLazy<P extends object>(renewable: RenewableLazy<P>) {
  const [attempt, setAttempt] = useState(0);
  const [Component, setComponent] = useState(renewable.current);
  const retry = () => {
    const fresh = renewable.renew();
    setComponent(() => fresh);
    setAttempt((n) => n + 1);
  };
  return { Component, attempt, retry };
}
