/**
 * When taking a prerendered page over is done: once every part of it has been hydrated. React
 * hydrates the app's root first and each Suspense boundary (the route's lazy page) in a later pass
 * of its own, after the root has committed; the components there must still render the server's
 * markup (useHydrated false) when they are hydrated. Each part renders a <TakeOverPart />, which
 * reports when its part has committed; the take-over expects the root and the route's pages.
 */
import { useEffect, useRef } from 'react';

let waiting = 0;
let whenDone: (() => void) | null = null;

/** Calls `done` once `parts` TakeOverParts have committed. */
export function awaitTakeOverParts(parts: number, done: () => void): void {
  waiting = parts;
  whenDone = done;
}

function partCommitted(): void {
  if (waiting === 0) return;
  waiting -= 1;
  if (waiting > 0) return;
  const done = whenDone;
  whenDone = null;
  done?.();
}

/** Reports its part's first commit (once: StrictMode runs effects twice). Renders nothing. */
export function TakeOverPart() {
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    partCommitted();
  }, []);
  return null;
}
