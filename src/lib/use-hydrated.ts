/**
 * False while React hydrates prerendered HTML (and on the server), true afterwards and in any
 * render that is not a hydration. Lets a component render exactly the server's markup first and
 * switch to browser-only values (stored choices, random tag colours) right after taking over.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
