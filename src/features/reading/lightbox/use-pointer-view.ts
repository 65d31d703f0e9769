/**
 * The lightbox's mouse, wheel and trackpad: the wheel zooms about the pointer, and so does
 * Ctrl+wheel, as browsers pass on a trackpad's pinch; a double click zooms in about the pointer or
 * fits again; a drag pans a zoomed image (a mouse or a pen: fingers are use-touch-view.ts's). A
 * click on the dark area around the image closes the lightbox, unless it ended a drag.
 */
import {
  useEffect,
  useEffectEvent,
  useRef,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { LIGHTBOX_TAP_SLOP_PX } from '@/config/constants';
import { doubleTapView, wheelFactor, zoomAbout, type Point, type View } from './lightbox-gestures';
import type { ViewControl } from './use-view';

export function usePointerView(
  control: ViewControl,
  stage: RefObject<HTMLElement | null>,
  onClose: () => void,
) {
  const drag = useRef<{ id: number; view: View; from: Point } | null>(null);
  // Where the last press began (the dark area, or the image) and whether it moved since.
  const press = useRef({ onBackdrop: false, moved: false, touch: false });

  const onWheel = useEffectEvent((event: WheelEvent) => {
    event.preventDefault();
    const focus = control.pointAt(event.clientX, event.clientY);
    control.change((now) => zoomAbout(now, wheelFactor(event), focus));
  });
  useEffect(() => {
    const element = stage.current!;
    const listener = (event: WheelEvent) => onWheel(event);
    // Not React's onWheel, which listens passively: the page's own zoom (Ctrl+wheel) is held back.
    element.addEventListener('wheel', listener, { passive: false });
    return () => element.removeEventListener('wheel', listener);
  }, [stage]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const touch = event.pointerType === 'touch';
    press.current = { onBackdrop: event.target === event.currentTarget, moved: false, touch };
    if (touch || event.button !== 0 || control.view.scale <= 1) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const from = control.pointAt(event.clientX, event.clientY);
    drag.current = { id: event.pointerId, view: control.view, from };
    control.setMoving(true);
  };

  const onPointerMove = (event: PointerEvent) => {
    const now = drag.current;
    if (now?.id !== event.pointerId) return;
    const to = control.pointAt(event.clientX, event.clientY);
    const dx = to.x - now.from.x;
    const dy = to.y - now.from.y;
    if (Math.hypot(dx, dy) > LIGHTBOX_TAP_SLOP_PX) press.current.moved = true;
    control.change(() => ({ ...now.view, x: now.view.x + dx, y: now.view.y + dy }));
  };

  const onPointerUp = (event: PointerEvent) => {
    if (drag.current?.id !== event.pointerId) return;
    drag.current = null;
    control.setMoving(false);
  };

  const onClick = () => {
    if (press.current.onBackdrop && !press.current.moved) onClose();
  };

  const onDoubleClick = (event: MouseEvent) => {
    // A finger's double tap is use-touch-view's.
    if (press.current.touch) return;
    const point = control.pointAt(event.clientX, event.clientY);
    control.change((now) => doubleTapView(now, point));
  };

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp,
    onPointerCancel: onPointerUp,
    onClick,
    onDoubleClick,
  };
}
