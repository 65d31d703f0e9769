/**
 * Which rows of a list that scrolls with the window are in view. It listens to the window's scroll
 * and resize, and only re-renders when the row range actually changes.
 */
import { useEffect, useState, type RefObject } from 'react';
import { TIMELINE_MAX_DOM_ENTRIES } from '@/config/constants';
import { visibleRange } from './timeline-rows';

/** Rows rendered beyond the viewport's edges, so fast scrolling does not show blank space. */
const OVERSCAN_PX = 600;
/**
 * The first render shows as many rows as the DOM may hold, whatever the window: the same on the
 * server and in the browser, so a prerendered archive lists them without script and hydrates as
 * it is; the effect then narrows the window to the screen (rows below it go, nothing above moves).
 */
const FIRST_RENDER_VIEWPORT_PX = Number.POSITIVE_INFINITY;

export function useWindowRange(
  containerRef: RefObject<HTMLElement | null>,
  offsets: readonly number[],
): { start: number; end: number } {
  const [range, setRange] = useState(() =>
    visibleRange(offsets, 0, FIRST_RENDER_VIEWPORT_PX, OVERSCAN_PX, TIMELINE_MAX_DOM_ENTRIES),
  );

  useEffect(() => {
    const update = () => {
      const element = containerRef.current;
      if (!element) return;
      // The viewport in the list's own coordinates.
      const top = -element.getBoundingClientRect().top;
      const next = visibleRange(
        offsets,
        top,
        top + window.innerHeight,
        OVERSCAN_PX,
        TIMELINE_MAX_DOM_ENTRIES,
      );
      setRange((current) =>
        current.start === next.start && current.end === next.end ? current : next,
      );
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [containerRef, offsets]);

  return range;
}
