/**
 * Which heading the reader is in: the last heading that has reached the top band of the viewport
 * (inside it or scrolled above it). IntersectionObserver says when a heading crosses the band;
 * a scroll listener covers jumps (a contents link, back-to-top without motion), which can carry a
 * heading from above the band to below it without any crossing being reported. Either way the
 * answer is read from the headings' positions, not remembered from past events.
 */
import { useEffect, useState } from 'react';

/** The band near the top of the window where a heading "becomes" the current section. */
const BAND = 0.3;
const ROOT_MARGIN = `0px 0px -${Math.round((1 - BAND) * 100)}% 0px`;

export function useActiveHeading(ids: string[]): string | null {
  // The first heading until the reader's position is known: the same on the server.
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  const key = ids.join('\n');

  useEffect(() => {
    const list = key ? key.split('\n') : [];
    setActive(list[0] ?? null);
    if (list.length === 0 || typeof IntersectionObserver === 'undefined') return;
    // Looked up on every update: the sidebar's contents can render before the article's body
    // (its headings come from the renderer, the body from its own lazy chunk).
    const observed = new Set<HTMLElement>();
    const elements = () => {
      const found = list
        .map((id) => document.getElementById(id))
        .filter((element): element is HTMLElement => element !== null);
      for (const element of found) {
        if (observed.has(element)) continue;
        observed.add(element);
        observer.observe(element);
      }
      return found;
    };

    const update = () => {
      const bandBottom = window.innerHeight * BAND;
      let current = list[0];
      for (const element of elements()) {
        if (element.getBoundingClientRect().top < bandBottom) current = element.id;
      }
      setActive(current);
    };
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    };

    const observer = new IntersectionObserver(update, {
      rootMargin: ROOT_MARGIN,
      threshold: [0, 1],
    });
    elements();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, [key]);

  return active;
}
