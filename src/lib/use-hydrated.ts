/**
 * False while React renders markup to be hydrated (the prerender) or hydrates it (the browser
 * taking a prerendered page over), true afterwards and in any render that is not a hydration. Lets
 * a component render exactly the server's markup first and switch to browser-only values (stored
 * choices) right after taking over.
 *
 * The switch is a transition: the components that were hydrated re-render in interruptible slices
 * after the take-over, not in one synchronous task with it (as useSyncExternalStore's
 * server/client snapshot switch did: about 50 ms on a fast machine for a home page's tag chips,
 * which have since come coloured in the page: tag-colors.ts).
 * Components mounted later (a client-side navigation) start true and never show the neutral look.
 */
import { startTransition, useEffect, useState } from 'react';

let hydrating = false;

/** Set by the prerender (for good) and by the browser around the take-over. */
export function setHydrating(value: boolean): void {
  hydrating = value;
}

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
