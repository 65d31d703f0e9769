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
 * The viewport height assumed in the first render: the same on the server and in the browser, so
 * the prerendered archive hydrates as it is; the effect measures the real window at once.
 */
const FIRST_RENDER_VIEWPORT_PX = 800;

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
