/**
 * Which heading the reader is in: the last heading that has scrolled past the top band of the
 * viewport. IntersectionObserver reports crossings; the set of headings above the band is kept
 * here so that a long section without a heading in view keeps its entry highlighted.
 */
import { useEffect, useState } from 'react';

/** The band near the top of the window where a heading "becomes" the current section. */
const ROOT_MARGIN = '0px 0px -70% 0px';

export function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('\n');

  useEffect(() => {
    const list = key ? key.split('\n') : [];
    setActive(list[0] ?? null);
    if (list.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const elements = list
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    const above = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).id;
          // Inside the band, or already scrolled above it: the reader has reached this heading.
          if (entry.isIntersecting || entry.boundingClientRect.top < (entry.rootBounds?.top ?? 0))
            above.add(id);
          else above.delete(id);
        }
        const current = [...list].reverse().find((id) => above.has(id));
        setActive(current ?? list[0]);
      },
      { rootMargin: ROOT_MARGIN, threshold: [0, 1] },
    );
    elements.forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, [key]);

  return active;
}
