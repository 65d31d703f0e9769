/**
 * The lightbox's gesture and key maths, kept apart from the DOM so each rule can be tested:
 * the view is a zoom `scale` (1 = fitted to the screen) and a pan `x`, `y` in pixels of the
 * screen, applied as `translate(x, y) scale(scale)` about the image's centre.
 */
import {
  LIGHTBOX_DOUBLE_TAP_SCALE,
  LIGHTBOX_MAX_SCALE,
  LIGHTBOX_SWIPE_MIN_PX,
} from '@/config/constants';

export interface Point {
  x: number;
  y: number;
}

export interface View {
  scale: number;
  x: number;
  y: number;
}

/** Width and height, in pixels. */
export interface Size {
  width: number;
  height: number;
}

export const FITTED: View = { scale: 1, x: 0, y: 0 };

export type LightboxAction = 'next' | 'previous' | 'close';

/**
 * Keeps the zoomed image over the stage: it never pans further than its own overflow, so no
 * empty band opens between an edge of the image and the same edge of the screen.
 */
export function clampView(view: View, image: Size, stage: Size): View {
  const scale = Math.min(LIGHTBOX_MAX_SCALE, Math.max(1, view.scale));
  const limitX = Math.max(0, (image.width * scale - stage.width) / 2);
  const limitY = Math.max(0, (image.height * scale - stage.height) / 2);
  const within = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value)) || 0;
  return { scale, x: within(view.x, limitX), y: within(view.y, limitY) };
}

/**
 * Zooms `view` by `factor` about `focus` (a point of the screen relative to the stage's
 * centre), so the point under the fingers stays under them.
 */
export function zoomAbout(view: View, factor: number, focus: Point): View {
  const scale = Math.min(LIGHTBOX_MAX_SCALE, Math.max(1, view.scale * factor));
  const applied = scale / view.scale;
  return {
    scale,
    x: focus.x - (focus.x - view.x) * applied,
    y: focus.y - (focus.y - view.y) * applied,
  };
}

const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The view during a two-finger pinch: `start` is the view when the fingers came down at
 * `from`, `to` where they are now. The spread scales, the midpoint's travel pans.
 */
export function pinchView(start: View, from: [Point, Point], to: [Point, Point]): View {
  const before = midpoint(...from);
  const after = midpoint(...to);
  const spread = distance(...from);
  const factor = spread > 0 ? distance(...to) / spread : 1;
  const zoomed = zoomAbout(start, factor, before);
  return { ...zoomed, x: zoomed.x + after.x - before.x, y: zoomed.y + after.y - before.y };
}

/** A double tap: a fitted image zooms in about the tap; a zoomed one goes back to fitted. */
export function doubleTapView(view: View, tap: Point): View {
  if (view.scale > 1) return FITTED;
  return zoomAbout(view, LIGHTBOX_DOUBLE_TAP_SCALE, tap);
}

/**
 * What a finished one-finger stroke asks for: a mostly horizontal stroke long enough on a
 * fitted image turns the page (right to left = next); a zoomed image pans instead.
 */
export function swipeAction(view: View, from: Point, to: Point): LightboxAction | null {
  if (view.scale > 1) return null;
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (Math.abs(dx) < LIGHTBOX_SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** The lightbox's keys; right and left follow reading order in both our languages. */
export function keyAction(key: string): LightboxAction | null {
  if (key === 'ArrowRight') return 'next';
  if (key === 'ArrowLeft') return 'previous';
  if (key === 'Escape') return 'close';
  return null;
}

/** The image `action` shows after `index` among `count`; null at either end (no wrap). */
export function stepIndex(index: number, action: LightboxAction, count: number): number | null {
  if (action === 'close') return null;
  const next = index + (action === 'next' ? 1 : -1);
  return next >= 0 && next < count ? next : null;
}
