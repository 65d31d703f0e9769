/**
 * The lightbox's touch handling: it turns touches on the stage into the view (zoom and pan) and
 * page turns, with the maths of lightbox-gestures.ts. Points are taken relative to the stage's
 * centre, the origin the view's transform is about. The stage has `touch-action: none`, so the
 * browser neither scrolls nor zooms the page under the fingers.
 */
import { useRef, useState, type RefObject, type TouchEvent } from 'react';
import { LIGHTBOX_DOUBLE_TAP_MS, LIGHTBOX_TAP_SLOP_PX } from '@/config/constants';
import {
  FITTED,
  clampView,
  doubleTapView,
  pinchView,
  swipeAction,
  type LightboxAction,
  type Point,
  type View,
} from './lightbox-gestures';

/** What the fingers began with: the view then, and where they came down. */
type Gesture =
  | { kind: 'stroke'; view: View; from: Point; to: Point }
  | { kind: 'pinch'; view: View; from: [Point, Point] }
  // A pinch whose second finger has lifted: nothing until every finger is up.
  | { kind: 'done' };

/** The view of the image shown (`shown`, its index): another image starts fitted. */
export function useTouchView(
  stage: RefObject<HTMLElement | null>,
  image: RefObject<HTMLImageElement | null>,
  shown: number,
  onAction: (action: LightboxAction) => void,
) {
  const [kept, setKept] = useState<{ shown: number; view: View }>({ shown, view: FITTED });
  const view = kept.shown === shown ? kept.view : FITTED;
  const setView = (next: View) => setKept({ shown, view: next });
  const [touching, setTouching] = useState(false);
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef<{ at: number; point: Point } | null>(null);

  const pointsOf = (event: TouchEvent): Point[] => {
    const box = stage.current!.getBoundingClientRect();
    return Array.from(event.touches, (touch) => ({
      x: touch.clientX - box.left - box.width / 2,
      y: touch.clientY - box.top - box.height / 2,
    }));
  };
  // Within the image's overflow only; the image's layout size is its fitted size.
  const clamped = (next: View) => {
    const shown = image.current;
    const area = stage.current;
    if (!shown || !area) return next;
    return clampView(
      next,
      { width: shown.offsetWidth, height: shown.offsetHeight },
      { width: area.clientWidth, height: area.clientHeight },
    );
  };

  const onTouchStart = (event: TouchEvent) => {
    const points = pointsOf(event);
    setTouching(true);
    if (points.length >= 2) gesture.current = { kind: 'pinch', view, from: [points[0], points[1]] };
    else if (!gesture.current)
      gesture.current = { kind: 'stroke', view, from: points[0], to: points[0] };
  };

  const onTouchMove = (event: TouchEvent) => {
    const now = gesture.current;
    const points = pointsOf(event);
    if (now?.kind === 'pinch' && points.length >= 2) {
      setView(clamped(pinchView(now.view, now.from, [points[0], points[1]])));
    } else if (now?.kind === 'stroke' && points.length === 1) {
      now.to = points[0];
      // A zoomed image follows the finger; a fitted one waits for the stroke's end (a page turn).
      if (now.view.scale > 1)
        setView(
          clamped({
            ...now.view,
            x: now.view.x + now.to.x - now.from.x,
            y: now.view.y + now.to.y - now.from.y,
          }),
        );
    }
  };

  const tapped = (point: Point) => {
    const before = lastTap.current;
    const double =
      before &&
      performance.now() - before.at <= LIGHTBOX_DOUBLE_TAP_MS &&
      Math.hypot(point.x - before.point.x, point.y - before.point.y) <= LIGHTBOX_TAP_SLOP_PX * 3;
    lastTap.current = double ? null : { at: performance.now(), point };
    if (double) setView(clamped(doubleTapView(view, point)));
  };

  const onTouchEnd = (event: TouchEvent) => {
    const now = gesture.current;
    if (event.touches.length > 0) {
      // One finger of a pinch lifted: the other does not start a stroke of its own.
      if (now?.kind === 'pinch') gesture.current = { kind: 'done' };
      return;
    }
    gesture.current = null;
    setTouching(false);
    if (now?.kind !== 'stroke') return;
    const moved = Math.hypot(now.to.x - now.from.x, now.to.y - now.from.y);
    if (moved <= LIGHTBOX_TAP_SLOP_PX) return tapped(now.from);
    const action = swipeAction(now.view, now.from, now.to);
    if (action) onAction(action);
  };

  return {
    view,
    touching,
    handlers: { onTouchStart, onTouchMove, onTouchEnd, onTouchCancel: onTouchEnd },
  };
}
