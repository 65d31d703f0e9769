/**
 * Measures a floating or pinned element's box once a frame while the page scrolls, the window is
 * resized or the element changes size: the toasts' clearances follow the save bar and the
 * editor's panel with it, and the back-to-top button checks what lies under it.
 */
/**
 * Calls `measure` with `element`'s box now, and once a frame after it changes size, the page
 * scrolls or the window is resized; returns the undo.
 */
export function watchBox(element: HTMLElement, measure: (box: DOMRect) => void): () => void {
  let frame = 0;
  const update = () => {
    frame = 0;
    measure(element.getBoundingClientRect());
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  update();
  const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
  resized?.observe(element);
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  return () => {
    cancelAnimationFrame(frame);
    resized?.disconnect();
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
  };
}
