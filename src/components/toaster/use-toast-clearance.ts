/**
 * Keeps the toast stack clear of what is pinned to the bottom of the screen (the editor's sticky
 * save bar, with the Save button at its right end, where toasts sit on wide screens; an article's
 * Contents button on phones): the room between its top and the window's bottom goes into a CSS
 * variable the toaster adds to its offset. The variable is set on the toast stack itself, through
 * the CSSOM (which the Content-Security-Policy allows, a style attribute it would not): set on
 * <html>, it made the browser recompute every element's style, a 100 ms task on a 1 MiB article.
 */
import { useEffect, type RefObject } from 'react';

export const TOAST_CLEARANCE_VAR = '--toast-clearance';

let clearance = 0;
const listeners = new Set<() => void>();

function setClearance(px: number): void {
  if (px === clearance) return;
  clearance = px;
  listeners.forEach((listener) => listener());
}

/** Calls `listener` after each change of the clearance (the stack has moved); returns the undo. */
export function subscribeToastClearance(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * A callback ref for the toast stack: it follows the clearance while attached (React calls the
 * returned cleanup when it detaches).
 */
export function followToastClearance(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  const apply = () => element.style.setProperty(TOAST_CLEARANCE_VAR, `${clearance}px`);
  apply();
  listeners.add(apply);
  return () => void listeners.delete(apply);
}

/** Keeps the toasts above `ref`'s element while it is mounted and on screen. */
export function useToastClearance(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      const box = element.getBoundingClientRect();
      const visible = box.bottom > 0 && box.top < window.innerHeight;
      setClearance(visible ? Math.ceil(window.innerHeight - box.top) : 0);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resized?.observe(element);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      resized?.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      setClearance(0);
    };
  }, [ref]);
}
