/**
 * Scrolling to the top of the page: the back-to-top animation (800 ms ease-out, as specified) and
 * the instant jump used when the page changes. People who ask for reduced motion always get the jump.
 */
import { BACK_TO_TOP_DURATION_MS } from '@/config/constants';
import { matchesMedia } from './use-media-query';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return matchesMedia(REDUCED_MOTION_QUERY);
}

/** Ease-out cubic: fast at first, settling gently at the end. */
export function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/** Jumps to the top at once (new pages, searches). */
export function jumpToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}

// The reader taking over (wheel, touch, keys) stops an animation or a wait instead of fighting it.
const INTERRUPTIONS = ['wheel', 'touchstart', 'keydown'] as const;

/**
 * Calls `stop` once the reader acts (wheel, touch, keys; with `pointer`, any press too). Returns a
 * function that stops listening.
 */
export function onReaderAction(stop: () => void, { pointer = false } = {}): () => void {
  const types = pointer ? [...INTERRUPTIONS, 'pointerdown' as const] : INTERRUPTIONS;
  types.forEach((type) => window.addEventListener(type, stop, { passive: true }));
  return () => types.forEach((type) => window.removeEventListener(type, stop));
}

/**
 * Scrolls to the top in `duration` ms with an ease-out curve, frame by frame (CSS smooth scrolling
 * has no fixed duration). Returns a function that cancels the animation.
 */
export function scrollToTop(duration: number = BACK_TO_TOP_DURATION_MS): () => void {
  const startY = window.scrollY;
  if (prefersReducedMotion() || duration <= 0 || startY <= 0) {
    jumpToTop();
    return () => undefined;
  }
  let frame = 0;
  let startTime: number | null = null;
  let stopListening: () => void = () => undefined;
  const stop = () => {
    window.cancelAnimationFrame(frame);
    stopListening();
  };
  const step = (now: number) => {
    if (startTime === null) startTime = now;
    const progress = Math.min(1, (now - startTime) / duration);
    window.scrollTo({
      top: Math.round(startY * (1 - easeOutCubic(progress))),
      left: 0,
      behavior: 'instant',
    });
    if (progress < 1) frame = window.requestAnimationFrame(step);
    else stop();
  };
  stopListening = onReaderAction(stop);
  frame = window.requestAnimationFrame(step);
  return stop;
}
