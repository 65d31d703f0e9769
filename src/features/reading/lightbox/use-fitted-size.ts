/**
 * The size the lightbox's image opens at (fittedSize in lightbox-gestures.ts: as large as the
 * stage allows, its ratio kept, a photograph no larger than its natural size), measured as the
 * image loads and again whenever the stage changes size (the dialog opening, a phone turned, a
 * window resized: the stage is the window less the controls' room). Null until both are known (an
 * SVG without a natural size is left to the stylesheet's limits).
 */
import { useLayoutEffect, useState, type RefObject } from 'react';
import { fittedSize, isDrawing, type Size } from './lightbox-gestures';

const naturalSize = (image: HTMLImageElement | null): Size | null =>
  image?.complete && image.naturalWidth && image.naturalHeight
    ? { width: image.naturalWidth, height: image.naturalHeight }
    : null;

export function useFittedSize(
  stage: RefObject<HTMLElement | null>,
  image: RefObject<HTMLImageElement | null>,
  src: string,
) {
  const [room, setRoom] = useState<Size | null>(null);
  const [natural, setNatural] = useState<{ src: string; size: Size } | null>(null);

  useLayoutEffect(() => {
    // jsdom has no ResizeObserver: there the image keeps the stylesheet's limits.
    if (typeof ResizeObserver === 'undefined') return;
    // The stage has a size only once the dialog is open, and another when the window changes.
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect;
      setRoom(width && height ? { width, height } : null);
    });
    observer.observe(stage.current!);
    return () => observer.disconnect();
  }, [stage]);

  const onLoad = () => {
    const size = naturalSize(image.current);
    if (size) setNatural({ src, size });
  };
  // An image from the cache may be complete before React listens for its load.
  useLayoutEffect(onLoad, [image, src]);

  const size = natural?.src === src ? natural.size : null;
  return { size: room && size ? fittedSize(size, room, isDrawing(src)) : null, onLoad };
}
