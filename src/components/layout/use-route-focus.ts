/**
 * After an in-app navigation: a new page starts at the top and its heading takes focus, so screen
 * readers announce it and keyboard users continue from there. Back/forward (POP) keeps the
 * browser's own scroll restoration, and the first load leaves focus alone.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { jumpToTop } from '@/lib/scroll';
import { whenPresent } from '@/lib/when-present';

/** Lazy pages render their heading after their chunk (and sometimes data) arrives: wait for it this long. */
const HEADING_WAIT_MS = 10000;

/** Focuses a heading, making it focusable by script first (headings are not, by themselves). */
export function focusHeading(heading: HTMLElement, options?: FocusOptions): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus(options);
}

/** Focuses the container's h1 as soon as it appears; returns a function that stops waiting. */
export function focusHeadingWhenReady(container: HTMLElement): () => void {
  return whenPresent(
    container,
    () => container.querySelector<HTMLElement>('h1'),
    (heading) => focusHeading(heading, { preventScroll: true }),
    HEADING_WAIT_MS,
  );
}

export function useRouteFocus(containerId: string): void {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  // Compared with the previous location rather than "first run" flags: StrictMode runs effects twice on mount.
  const lastPage = useRef(pathname + search);
  const lastPath = useRef(pathname);

  useEffect(() => {
    if (lastPage.current === pathname + search) return;
    lastPage.current = pathname + search;
    if (navigationType !== 'POP') jumpToTop();
  }, [pathname, search, navigationType]);

  useEffect(() => {
    if (lastPath.current === pathname) return undefined;
    lastPath.current = pathname;
    const container = document.getElementById(containerId);
    return container ? focusHeadingWhenReady(container) : undefined;
  }, [pathname, containerId]);
}
