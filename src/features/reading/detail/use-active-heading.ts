/**
 * Which heading the reader is in: the last heading that has reached the top band of the viewport
 * (inside it or scrolled above it). Read from the headings' positions whenever the page scrolls,
 * resizes or changes height (an image arriving, a section opened, the rest of a long article put
 * in), never remembered from past events.
 *
 * Headings come in document order, so those above the band are a prefix of the list: a binary
 * search reads about ten positions per frame, where reading every heading's position cost a
 * 1,234-heading article a few milliseconds of every scrolling frame. A heading in a part of a long article that
 * is off screen is placed by its part (article-parts.ts), which the browser lays out without its
 * skipped contents; a heading in a closed <details> by the nearest box around it.
 */
import { useEffect, useState } from 'react';
import { PART_CLASS } from '@/components/markdown/constants';

/** The band near the top of the window where a heading "becomes" the current section. */
const BAND = 0.3;

/**
 * Not shown: inside a closed <details> (which Chromium hides with content-visibility: hidden, the
 * heading keeping a box where it would be if open) or under display: none. A part skipped for
 * being off screen (content-visibility: auto) still counts as shown.
 */
const isHidden = (element: Element) =>
  typeof element.checkVisibility === 'function'
    ? !element.checkVisibility()
    : element.getClientRects().length === 0;

/** True when the heading's top is above `line` (px from the top of the viewport). */
function isAbove(heading: Element, line: number): boolean {
  const part = heading.closest(`.markdown-body > .${PART_CLASS}`);
  if (part) {
    const box = part.getBoundingClientRect();
    if (box.bottom <= line) return true;
    if (box.top >= line) return false;
  }
  let shown: Element | null = heading;
  while (shown && isHidden(shown)) shown = shown.parentElement;
  return shown !== null && shown.getBoundingClientRect().top < line;
}

/**
 * The current heading's id: the last of `ids` above `line`, else the first. Ids not on the page
 * (the body of an older version still shown, a long article still being put in) are left out, as
 * is a repeated id after its first heading.
 */
export function currentHeading(ids: readonly string[], line: number, doc: Document): string | null {
  const headings = [...new Set(ids.map((id) => doc.getElementById(id)))].filter(
    (heading): heading is HTMLElement => heading !== null,
  );
  let low = 0; // headings[0, low) are above the line
  let high = headings.length; // headings[high, …) are not
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (isAbove(headings[middle], line)) low = middle + 1;
    else high = middle;
  }
  return low > 0 ? headings[low - 1].id : (ids[0] ?? null);
}

export function useActiveHeading(ids: string[]): string | null {
  // The first heading until the reader's position is known: the same on the server.
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  const key = ids.join('\n');

  useEffect(() => {
    const list = key ? key.split('\n') : [];
    setActive(list[0] ?? null);
    if (list.length === 0) return;

    let frame = 0;
    const update = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        setActive(currentHeading(list, window.innerHeight * BAND, document));
      });
    };
    // The page's height changes as the article's body, its images and its parts come in.
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resizes?.observe(document.documentElement);
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    update();
    return () => {
      resizes?.disconnect();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      window.cancelAnimationFrame(frame);
    };
  }, [key]);

  return active;
}
