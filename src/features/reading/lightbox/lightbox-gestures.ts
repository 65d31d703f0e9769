/**
 * The lightbox's gesture and key maths, kept apart from the DOM so each rule can be tested:
 * the view is a zoom `scale` (1 = fitted to the screen) and a pan `x`, `y` in pixels of the
 * screen, applied as `translate(x, y) scale(scale)` about the image's centre.
 */
import {
  LIGHTBOX_DOUBLE_TAP_SCALE,
  LIGHTBOX_MAX_SCALE,
  LIGHTBOX_PINCH_ZOOM_PX,
  LIGHTBOX_SWIPE_MIN_PX,
  LIGHTBOX_WHEEL_ZOOM_PX,
  LIGHTBOX_ZOOM_STEP,
  WHEEL_LINE_PX,
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

/** What the zoom keys and buttons ask for. */
export type ZoomAction = 'zoom-in' | 'zoom-out' | 'fit';

/**
 * The size an image opens at: as large as `room` allows, its ratio kept, and no larger than its
 * natural size (a photograph blurs past it) unless it is a drawing, which has no resolution to
 * run out of.
 */
export function fittedSize(natural: Size, room: Size, drawing: boolean): Size {
  const fit = Math.min(room.width / natural.width, room.height / natural.height);
  const scale = drawing ? fit : Math.min(1, fit);
  return { width: natural.width * scale, height: natural.height * scale };
}

/** An SVG file (or data URL): a drawing, sharp at any size. */
export const isDrawing = (src: string) => /^data:image\/svg|\.svg([?#]|$)/i.test(src);

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

/** The view a zoom key or button asks for: a step in or out about the centre, or fitted. */
export function zoomView(view: View, action: ZoomAction): View {
  if (action === 'fit') return FITTED;
  const factor = action === 'zoom-in' ? LIGHTBOX_ZOOM_STEP : 1 / LIGHTBOX_ZOOM_STEP;
  return zoomAbout(view, factor, { x: 0, y: 0 });
}

/**
 * The zoom factor of one wheel event: up (negative) zooms in. Ctrl+wheel is a trackpad's pinch
 * (or Ctrl with a mouse's wheel), finer steps that follow the fingers; a wheel counting in lines
 * or pages is turned into pixels.
 */
export function wheelFactor(wheel: {
  deltaY: number;
  deltaMode: number;
  ctrlKey: boolean;
}): number {
  const unit = [1, WHEEL_LINE_PX, WHEEL_LINE_PX * 20][wheel.deltaMode] ?? 1;
  const rate = wheel.ctrlKey ? LIGHTBOX_PINCH_ZOOM_PX : LIGHTBOX_WHEEL_ZOOM_PX;
  return Math.exp((-wheel.deltaY * unit) / rate);
}

/** A double tap or click: a fitted image zooms in about that point; a zoomed one is fitted again. */
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

/**
 * The lightbox's keys: right and left follow reading order in both our languages; + (or =, the
 * same key unshifted), − and 0 zoom in, out and fit, as in browsers.
 */
const KEYS: Record<string, LightboxAction | ZoomAction> = {
  ArrowRight: 'next',
  ArrowLeft: 'previous',
  Escape: 'close',
  '+': 'zoom-in',
  '=': 'zoom-in',
  '-': 'zoom-out',
  '0': 'fit',
};

export function keyAction(key: string): LightboxAction | ZoomAction | null {
  return Object.hasOwn(KEYS, key) ? KEYS[key] : null;
}

/** The image `action` shows after `index` among `count`; null at either end (no wrap). */
export function stepIndex(index: number, action: LightboxAction, count: number): number | null {
  if (action === 'close') return null;
  const next = index + (action === 'next' ? 1 : -1);
  return next >= 0 && next < count ? next : null;
}
