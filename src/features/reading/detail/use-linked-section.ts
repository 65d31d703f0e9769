/**
 * A link to a section of an article (/detail/7#setup: the contents write the section into the
 * address bar, to be shared) opens the article at that section. On a prerendered page the browser
 * has already gone there, and is left to it; otherwise the reader is taken there as soon as the
 * rendered body brings the heading, unless they have started to scroll or type meanwhile (given up
 * after SECTION_WAIT_MS: a section the article no longer has). Any other arrival starts at the top
 * of the page. Back, forward and reload keep the browser's own scroll restoration.
 */
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { articleSection, fragmentId, jumpToSection } from '@/components/markdown/fragment';
import { jumpToTop, onReaderAction } from '@/lib/scroll';
import { whenPresent } from '@/lib/when-present';

const SECTION_WAIT_MS = 10000;

// A back/forward step within this page (the router reports the first page's arrival as a POP too).
let stepped = false;
if (typeof window !== 'undefined') window.addEventListener('popstate', () => (stepped = true));

/** True when the browser restores the scroll: back, forward or reload, not a fresh arrival. */
export function isHistoryStep(navigationType: string): boolean {
  if (navigationType !== 'POP') return false;
  if (stepped) return true;
  const load = performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return load !== undefined && load.type !== 'navigate';
}

/** Where article `id`'s page starts: at the top, at the section its link names, or where it was. */
export function useLinkedSection(id: string): void {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();

  // Before the first paint: a section already on the page (a prerendered article, where the
  // browser went to it) keeps the reader there; any other new arrival starts at the top.
  useLayoutEffect(() => {
    if (isHistoryStep(navigationType)) return;
    const section = fragmentId(hash);
    if (section && articleSection(section)) return;
    jumpToTop();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the hash of the arrival, not later ones
  }, [id, navigationType]);

  useEffect(() => {
    const section = fragmentId(hash);
    if (!section || isHistoryStep(navigationType)) return;
    // Arrived with the page, the section in it: the browser went there (kept above).
    if (navigationType === 'POP' && articleSection(section)) return;
    let frame = 0;
    let waiting = true;
    let stopListening: () => void = () => undefined;
    const stopWaiting = whenPresent(
      document.body,
      () => articleSection(section),
      (target) => {
        waiting = false;
        stopListening();
        // After the page's own effects, which start a new page at the top.
        frame = window.requestAnimationFrame(() => jumpToSection(target));
      },
      SECTION_WAIT_MS,
    );
    function stop() {
      stopWaiting();
      stopListening();
    }
    // The reader scrolling, typing or pointing meanwhile has chosen where to read.
    if (waiting) stopListening = onReaderAction(stop, { pointer: true });
    return () => {
      stop();
      window.cancelAnimationFrame(frame);
    };
    // Once per arrival (key): the page changing later does not move the reader again.
  }, [key, hash, navigationType]);
}
