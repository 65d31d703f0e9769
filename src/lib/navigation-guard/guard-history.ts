/**
 * The one place an in-app navigation can be held back: the history the router navigates through
 * asks the active blocker (the editor's unsaved-changes guard) first. Links, navigate() and the
 * browser's back and forward buttons all pass through it. A held link waits to be made; a held
 * back/forward step is kept from the router until the writer chooses, and stepped back from if
 * they stay.
 *
 * Why our own: React Router's useBlocker only works under its data router, whose createRouter
 * (loaders, actions, fetchers, revalidation: none of them used here) weighed about 16 KiB gzip in
 * every public page's first load. The declarative router navigates through a history object, so
 * holding a navigation back is a matter of wrapping that object.
 */
import { parsePath, type HistoryRouterProps, type Location, type To } from 'react-router-dom';

export type History = HistoryRouterProps['history'];
type Update = Parameters<Parameters<History['listen']>[0]>[0];

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
  // How many entries the browser is away from the router's, in pops the router has not heard:
  // 0 but while a back/forward step is held or being stepped back from. Counted from every pop's
  // own distance, so two quick presses of Back, or one arriving before our step back, add up.
  let offset = 0;
  // The back/forward step held for the writer to choose: the latest, if Back was pressed again.
  let heldPop: { update: Update; blocker: ActiveBlocker } | null = null;

  const asks = (blocker: ActiveBlocker, nextLocation: Location) =>
    blocker.shouldBlock({ currentLocation: current, nextLocation });

  const hold = (blocker: ActiveBlocker, proceed: () => void, reset: () => void) => {
    blocker.onChange({
      state: 'blocked',
      proceed: () => {
        blocker.onChange(UNBLOCKED);
        proceed();
      },
      reset: () => {
        blocker.onChange(UNBLOCKED);
        reset();
      },
    });
  };

  const navigateBy =
    (method: 'push' | 'replace') =>
    (to: To, state?: unknown): void => {
      const path = typeof to === 'string' ? parsePath(to) : to;
      // Encoded like the router's own location, so the two compare alike.
      const next: Location = {
        ...history.encodeLocation({
          pathname: path.pathname ?? current.pathname,
          search: path.search ?? '',
          hash: path.hash ?? '',
        }),
        state: state ?? null,
        key: 'default',
      };
      const blocker = active;
      if (blocker && asks(blocker, next))
        hold(
          blocker,
          () => history[method](to, state),
          () => {},
        );
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
      const hear = (update: Update) => {
        offset = 0;
        heldPop = null;
        current = update.location;
        listener(update);
      };
      const unlisten = history.listen((update) => {
        const { delta } = update;
        // Pushes and replaces were asked about before they were made. A pop with no known
        // distance (onto an entry the browser wrote itself, such as a hash typed in the address
        // bar) cannot be stepped back from: it goes through, as under React Router's own blocker.
        if (update.action !== 'POP' || delta === null) {
          hear(update);
          return;
        }
        offset += delta;
        if (offset === 0) {
          // Back on the router's entry: our step back after "stay", or the reader's own.
          if (heldPop) heldPop.blocker.onChange(UNBLOCKED);
          heldPop = null;
          return;
        }
        if (heldPop) {
          heldPop.update = update;
          return;
        }
        const blocker = active;
        if (!blocker || !asks(blocker, update.location)) {
          hear(update);
          return;
        }
        // Held: the router stays on the writer's page until they choose; the address bar shows
        // where the browser went meanwhile, as under the browser's own leave prompt.
        heldPop = { update, blocker };
        hold(
          blocker,
          () => {
            if (heldPop) hear(heldPop.update);
          },
          () => {
            heldPop = null;
            history.go(-offset);
          },
        );
      });
      return () => {
        unlisten();
        offset = 0;
        heldPop = null;
      };
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
