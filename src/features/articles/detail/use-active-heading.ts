/**
 * Which heading the reader is in: the last heading that has reached the top band of the viewport
 * (inside it or scrolled above it). Read from the headings' positions whenever the page scrolls,
 * resizes or changes height (an image arriving, a section opened, the rest of a long article put
 * in), never remembered from past events.
 *
 * Headings come in document order, so those above the band are a prefix of the list: a binary
 * search reads about ten positions per frame, where reading every heading's cost a 1,234-heading
 * article a few milliseconds of every scrolling frame. A heading in a part of a long article that
 * is off screen is placed by its part (article-parts.ts), which the browser lays out without its
 * skipped contents; a heading in a closed <details> by the nearest box around it.
 */
import { useEffect, useState } from 'react';
import { PART_CLASS } from '@/components/markdown/constants';

/** The band near the top of the window where a heading "becomes" the current section. */
const BAND = 0.3;

/** True when the heading's top is above `line` (px from the top of the viewport). */
function isAbove(heading: Element, line: number): boolean {
  const part = heading.closest(`.${PART_CLASS}`);
  if (part) {
    const box = part.getBoundingClientRect();
    if (box.bottom <= line) return true;
    if (box.top >= line) return false;
  }
  let shown: Element | null = heading;
  while (shown && shown.getClientRects().length === 0) shown = shown.parentElement;
  return shown !== null && shown.getBoundingClientRect().top < line;
}

/**
 * The current heading's id: the last of `ids` above `line`, else the first. A heading not (yet) in
 * the document counts as below: a long article's body is put in from the top.
 */
export function currentHeading(ids: readonly string[], line: number, doc: Document): string | null {
  let low = 0; // ids[0, low) are above the line
  let high = ids.length; // ids[high, …) are not
  while (low < high) {
    const middle = (low + high) >>> 1;
    const heading = doc.getElementById(ids[middle]);
    if (heading && isAbove(heading, line)) low = middle + 1;
    else high = middle;
  }
  return ids[Math.max(0, low - 1)] ?? null;
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
