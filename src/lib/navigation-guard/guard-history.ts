/**
 * The one place an in-app navigation can be held back: the history the router navigates through
 * asks the active blocker (the editor's unsaved-changes guard) first. Links, navigate() and the
 * browser's back and forward buttons all pass through it.
 *
 * Why our own: React Router's useBlocker only works under its data router, whose createRouter
 * (loaders, actions, fetchers, revalidation: none of them used here) weighed about 16 KiB gzip in
 * every public page's first load. The declarative router navigates through a history object, so
 * holding a navigation back is a matter of wrapping that object.
 */
import { parsePath, type HistoryRouterProps, type Location, type To } from 'react-router-dom';

export type History = HistoryRouterProps['history'];

export interface BlockerArgs {
  currentLocation: Location;
  nextLocation: Location;
}
export type BlockerFunction = (args: BlockerArgs) => boolean;

/** The same shape as React Router's blocker: held navigations wait for proceed() or reset(). */
export type Blocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

export const UNBLOCKED: Blocker = { state: 'unblocked' };

export interface GuardedHistory extends History {
  /**
   * Makes `shouldBlock` the one blocker (a later call replaces it); `onChange` hears when a
   * navigation is held and when it is let go or dropped. Returns the blocker's removal.
   */
  block(shouldBlock: BlockerFunction, onChange: (blocker: Blocker) => void): () => void;
}

interface ActiveBlocker {
  shouldBlock: BlockerFunction;
  onChange: (blocker: Blocker) => void;
}

export function guardHistory(history: History): GuardedHistory {
  let active: ActiveBlocker | null = null;
  // The location the router shows: the history's own has already moved on when a pop is heard.
  let current = history.location;
  // The pop that undoes a held back/forward: the router never hears it.
  let undoing = false;
  // A back/forward the writer agreed to leave by: it goes through without asking again.
  let allowed = false;

  const holds = (nextLocation: Location) =>
    active !== null && active.shouldBlock({ currentLocation: current, nextLocation });

  const hold = (blocker: ActiveBlocker, go: () => void) => {
    blocker.onChange({
      state: 'blocked',
      proceed: () => {
        blocker.onChange(UNBLOCKED);
        go();
      },
      reset: () => blocker.onChange(UNBLOCKED),
    });
  };

  const navigateBy =
    (method: 'push' | 'replace') =>
    (to: To, state?: unknown): void => {
      const path = typeof to === 'string' ? parsePath(to) : to;
      const next: Location = {
        pathname: path.pathname ?? current.pathname,
        search: path.search ?? '',
        hash: path.hash ?? '',
        state: state ?? null,
        key: 'default',
      };
      if (active && holds(next)) hold(active, () => history[method](to, state));
      else history[method](to, state);
    };

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: navigateBy('push'),
    replace: navigateBy('replace'),
    // A pop: the listener below decides once the browser has moved.
    go: (delta) => history.go(delta),
    listen(listener) {
      return history.listen((update) => {
        if (undoing) {
          undoing = false;
          return;
        }
        const { delta } = update;
        // A pop with no known distance (an entry this history did not write) cannot be undone.
        if (
          update.action === 'POP' &&
          !allowed &&
          delta !== null &&
          active &&
          holds(update.location)
        ) {
          undoing = true;
          history.go(-delta);
          hold(active, () => {
            allowed = true;
            history.go(delta);
          });
          return;
        }
        allowed = false;
        current = update.location;
        listener(update);
      });
    },
    block(shouldBlock, onChange) {
      const blocker = { shouldBlock, onChange };
      active = blocker;
      return () => {
        if (active === blocker) active = null;
      };
    },
  };
}
