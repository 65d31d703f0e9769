/**
 * A link to a section of an article (/detail/7#setup: the contents write the section into the
 * address bar, to be shared) opens the article at that section: at once on a prerendered page,
 * where the browser has already gone there, else as soon as the rendered body brings the element
 * (given up after SECTION_WAIT_MS: a section the article no longer has). Back and forward keep the
 * browser's own scroll restoration.
 */
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const SECTION_WAIT_MS = 10000;

/** The element id a location's hash names ("#a%20b" -> "a b"); null for none. */
export function sectionOf(hash: string): string | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** True when a back/forward step brought the reader here (the browser restores the scroll). */
export const isHistoryStep = (navigationType: string) =>
  navigationType === 'POP' && Boolean(window.history.state?.idx);

export function useLinkedSection(): void {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const section = sectionOf(hash);
    if (!section || isHistoryStep(navigationType)) return;
    let frame = 0;
    const arrived = () => {
      const target = document.getElementById(section);
      if (!target) return false;
      // After the page's own effects, which start a new page at the top.
      frame = window.requestAnimationFrame(() =>
        target.scrollIntoView({ block: 'start', behavior: 'instant' }),
      );
      return true;
    };
    if (arrived()) return () => window.cancelAnimationFrame(frame);
    const observer = new MutationObserver(() => {
      if (arrived()) stop();
    });
    const timer = window.setTimeout(() => stop(), SECTION_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      stop();
      window.cancelAnimationFrame(frame);
    };
    // Once per arrival (key): the page changing later does not move the reader again.
  }, [key, hash, navigationType]);
}
