/**
 * The view (zoom and pan) of the image the lightbox shows, which every way of zooming changes:
 * fingers (use-touch-view.ts), the mouse, wheel and trackpad (use-pointer-view.ts), the keys and
 * buttons (lightbox.tsx). Kept for the image shown (another image starts fitted) and always within
 * the image's overflow. Points are taken relative to the stage's centre, the origin the view's
 * transform is about.
 */
import { useState, type RefObject } from 'react';
import { FITTED, clampView, type Point, type View } from './lightbox-gestures';

export function useView(
  stage: RefObject<HTMLElement | null>,
  image: RefObject<HTMLImageElement | null>,
  shown: number,
) {
  const [kept, setKept] = useState<{ shown: number; view: View }>({ shown, view: FITTED });
  const view = kept.shown === shown ? kept.view : FITTED;
  // Under a finger or a dragging mouse the image follows at once, without its transition.
  const [moving, setMoving] = useState(false);

  // Within the image's overflow only; the image's layout size is its fitted size.
  const clamped = (next: View) => {
    const picture = image.current;
    const area = stage.current;
    if (!picture || !area) return next;
    return clampView(
      next,
      { width: picture.offsetWidth, height: picture.offsetHeight },
      { width: area.clientWidth, height: area.clientHeight },
    );
  };

  return {
    view,
    moving,
    setMoving,
    /** Changes the view from the one now (several events may arrive before a render). */
    change: (next: (now: View) => View) =>
      setKept((before) => ({
        shown,
        view: clamped(next(before.shown === shown ? before.view : FITTED)),
      })),
    /** A point of the screen (a pointer's or a finger's), relative to the stage's centre. */
    pointAt: (clientX: number, clientY: number): Point => {
      const box = stage.current!.getBoundingClientRect();
      return { x: clientX - box.left - box.width / 2, y: clientY - box.top - box.height / 2 };
    },
  };
}

export type ViewControl = ReturnType<typeof useView>;
