/**
 * React.lazy remembers a rejected import for good. This keeps one lazy component shared by every
 * mount (a chunk loaded once shows at once next time) and swaps in a fresh one after a failure,
 * so the next mount, or a Retry, really loads the chunk again.
 *
 * A component fetched ahead (`preload`, before hydrating a prerendered page) is handed to React
 * without suspending: a lazy component that suspends while its page is taken over leaves its
 * Suspense boundary dehydrated, and an update reaching it before it hydrates makes React throw
 * the prerendered content away and render it afresh (the whole page content, every take-over).
 */
import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

export interface RenewableLazy<P extends object> {
  /** The shared component, or a fresh one when the last attempt failed. */
  current: () => LazyExoticComponent<ComponentType<P>>;
  /** A fresh component that loads the chunk again (Retry). */
  renew: () => LazyExoticComponent<ComponentType<P>>;
  /**
   * Fetches the component now, so that its first render does not suspend; says whether it
   * arrived (a failure is left to the render, or to the caller).
   */
  preload: () => Promise<boolean>;
}

type Module<P extends object> = { default: ComponentType<P> };

/**
 * A thenable that calls back at once: React.lazy reads a component resolved synchronously in the
 * same render (its initializer checks the status right after calling `then`).
 */
const resolvedThenable = <T>(value: T) =>
  ({ then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) }) as unknown as Promise<T>;

export function renewableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): RenewableLazy<P> {
  let failed = false;
  let loaded: ComponentType<P> | null = null;
  const fetch = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const create = () => {
    failed = false;
    return lazy(() =>
      loaded
        ? resolvedThenable<Module<P>>({ default: loaded })
        : fetch().then(
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
    preload: () =>
      fetch().then(
        () => true,
        () => false,
      ),
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
