/**
 * React.lazy remembers a rejected import for good. This keeps one lazy component shared by every
 * mount (a chunk loaded once shows at once next time) and swaps in a fresh one after a failure,
 * so the next mount, or a Retry, really loads the chunk again.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

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
