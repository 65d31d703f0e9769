/**
 * The lightbox's touch handling: it turns touches on the stage into the view (use-view.ts: pinch
 * to zoom, a stroke pans a zoomed image, a double tap zooms or fits) and page turns (a swipe on a
 * fitted image), with the maths of lightbox-gestures.ts. The stage has `touch-action: none`, so
 * the browser neither scrolls nor zooms the page under the fingers.
 */
import { useRef, type TouchEvent } from 'react';
import { LIGHTBOX_DOUBLE_TAP_MS, LIGHTBOX_TAP_SLOP_PX } from '@/config/constants';
import {
  doubleTapView,
  pinchView,
  swipeAction,
  type LightboxAction,
  type Point,
  type View,
} from './lightbox-gestures';
import type { ViewControl } from './use-view';

/** What the fingers began with: the view then, and where they came down. */
type Gesture =
  | { kind: 'stroke'; view: View; from: Point; to: Point }
  | { kind: 'pinch'; view: View; from: [Point, Point] }
  // A pinch whose second finger has lifted: nothing until every finger is up.
  | { kind: 'done' };

export function useTouchView(control: ViewControl, onAction: (action: LightboxAction) => void) {
  const { view, change, setMoving } = control;
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef<{ at: number; point: Point } | null>(null);

  const pointsOf = (event: TouchEvent): Point[] =>
    Array.from(event.touches, (touch) => control.pointAt(touch.clientX, touch.clientY));

  const onTouchStart = (event: TouchEvent) => {
    const points = pointsOf(event);
    setMoving(true);
    if (points.length >= 2) gesture.current = { kind: 'pinch', view, from: [points[0], points[1]] };
    else if (!gesture.current)
      gesture.current = { kind: 'stroke', view, from: points[0], to: points[0] };
  };

  const onTouchMove = (event: TouchEvent) => {
    const now = gesture.current;
    const points = pointsOf(event);
    if (now?.kind === 'pinch' && points.length >= 2) {
      change(() => pinchView(now.view, now.from, [points[0], points[1]]));
    } else if (now?.kind === 'stroke' && points.length === 1) {
      const to = (now.to = points[0]);
      // A zoomed image follows the finger; a fitted one waits for the stroke's end (a page turn).
      if (now.view.scale > 1)
        change(() => ({
          ...now.view,
          x: now.view.x + to.x - now.from.x,
          y: now.view.y + to.y - now.from.y,
        }));
    }
  };

  const tapped = (point: Point) => {
    const before = lastTap.current;
    const double =
      before &&
      performance.now() - before.at <= LIGHTBOX_DOUBLE_TAP_MS &&
      Math.hypot(point.x - before.point.x, point.y - before.point.y) <= LIGHTBOX_TAP_SLOP_PX * 3;
    lastTap.current = double ? null : { at: performance.now(), point };
    if (double) change((now) => doubleTapView(now, point));
  };

  const onTouchEnd = (event: TouchEvent) => {
    const now = gesture.current;
    if (event.touches.length > 0) {
      // One finger of a pinch lifted: the other does not start a stroke of its own.
      if (now?.kind === 'pinch') gesture.current = { kind: 'done' };
      return;
    }
    gesture.current = null;
    setMoving(false);
    if (now?.kind !== 'stroke') return;
    const moved = Math.hypot(now.to.x - now.from.x, now.to.y - now.from.y);
    if (moved <= LIGHTBOX_TAP_SLOP_PX) return tapped(now.from);
    const action = swipeAction(now.view, now.from, now.to);
    if (action) onAction(action);
  };

  return { onTouchStart, onTouchMove, onTouchEnd, onTouchCancel: onTouchEnd };
}
