/**
 * Keeps the toast stack clear of a bar pinned to the bottom of the screen (the editor's sticky save
 * bar, with the Save button at its right end, where toasts sit on wide screens): the room between
 * the bar's top and the window's bottom goes into a CSS variable the toaster adds to its offset.
 * Set through the CSSOM, which the Content-Security-Policy allows (a style attribute it would not).
 */
import { useEffect, type RefObject } from 'react';

export const TOAST_CLEARANCE_VAR = '--toast-clearance';

export function useToastClearance(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const root = document.documentElement.style;
    let frame = 0;
    const update = () => {
      frame = 0;
      const box = element.getBoundingClientRect();
      const visible = box.bottom > 0 && box.top < window.innerHeight;
      const room = visible ? Math.ceil(window.innerHeight - box.top) : 0;
      root.setProperty(TOAST_CLEARANCE_VAR, `${room}px`);
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
      root.removeProperty(TOAST_CLEARANCE_VAR);
    };
  }, [ref]);
}
