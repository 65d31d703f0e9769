/**
 * Keeps the toast stack clear of what is pinned to the bottom of the screen (the editor's sticky
 * save bar, with the Save button at its right end, where toasts sit on wide screens; an article's
 * Contents button on phones): the room between its top and the window's bottom goes into a CSS
 * variable the toaster adds to its offset. The variable is set on the toast stack itself, through
 * the CSSOM (which the Content-Security-Policy allows, a style attribute it would not): set on
 * <html>, it made the browser recompute every element's style, a 100 ms task on a 1 MiB article.
 */
import { useEffect, type RefObject } from 'react';
import { watchBox } from '@/lib/watch-box';
import { cssValue } from './css-value';

export const TOAST_CLEARANCE_VAR = '--toast-clearance';

const clearance = cssValue();

/** Calls `listener` after each change of the clearance (the stack has moved); returns the undo. */
export const subscribeToastClearance = clearance.subscribe;

/**
 * A callback ref for the toast stack: it follows the clearance while attached (React calls the
 * returned cleanup when it detaches).
 */
export const followToastClearance = clearance.follow(TOAST_CLEARANCE_VAR);

/** Keeps the toasts above `ref`'s element while it is mounted and on screen. */
export function useToastClearance(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const stop = watchBox(element, (box) => {
      const visible = box.bottom > 0 && box.top < window.innerHeight;
      clearance.set(visible ? Math.ceil(window.innerHeight - box.top) : 0);
    });
    return () => {
      stop();
      clearance.set(0);
    };
  }, [ref]);
}
