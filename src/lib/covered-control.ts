/**
 * Whether something floating over the page (the back-to-top button) would cover a control the
 * reader may want: a link, a button (a code block's Copy), a field. On phones the back-to-top
 * button sat on a code block's Copy button. Asked of the browser's hit testing at points a few
 * pixels apart over the floating element and a small margin around it, then checked against the
 * exact boxes of the controls found there: cheap enough for every scrolled frame, and it never
 * measures the thousands of controls a long article has (nor lays out its hidden parts).
 */

/** What a reader presses or types into. Scrollable regions (a code block's <pre>) are not meant. */
const CONTROL =
  'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="switch"]';

/** Controls are at least this big (WCAG 2.2's minimum target is 24 px): hit points this far apart find every one. */
const STEP_PX = 12;

/** Room kept between the floating element and a control, so the two do not touch either. */
export const CONTROL_CLEARANCE_PX = 8;

const overlaps = (a: DOMRect, b: DOMRect, margin: number) =>
  a.left - margin < b.right &&
  b.left < a.right + margin &&
  a.top - margin < b.bottom &&
  b.top < a.bottom + margin;

/** 0, STEP_PX, 2 × STEP_PX… up to and including `length`. */
const stops = (length: number) =>
  Array.from({ length: Math.ceil(length / STEP_PX) + 1 }, (_, index) =>
    Math.min(index * STEP_PX, length),
  );

/** True when a control (other than `floating` and what it holds) lies under or next to `floating`. */
export function coversControl(floating: HTMLElement): boolean {
  // Where it stands once grown: it zooms in as it appears (scaled about its centre), and the check
  // made as it appears must not see a dot.
  const shown = floating.getBoundingClientRect();
  const { offsetWidth: width, offsetHeight: height } = floating;
  if (width === 0 || height === 0) return false;
  const box = new DOMRect(
    shown.left + shown.width / 2 - width / 2,
    shown.top + shown.height / 2 - height / 2,
    width,
    height,
  );
  const margin = CONTROL_CLEARANCE_PX;
  const seen = new Set<Element>();
  const left = box.left - margin;
  const top = box.top - margin;
  for (const dy of stops(box.height + 2 * margin)) {
    for (const dx of stops(box.width + 2 * margin)) {
      for (const element of document.elementsFromPoint(left + dx, top + dy)) {
        const control = element.closest(CONTROL);
        if (!control || seen.has(control) || floating.contains(control)) continue;
        seen.add(control);
        if (overlaps(box, control.getBoundingClientRect(), margin)) return true;
      }
    }
  }
  return false;
}
