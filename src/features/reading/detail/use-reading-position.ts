/**
 * Remembers where the reader stopped in a long article (reading-position.ts) as they scroll, and
 * offers the place kept from an earlier visit: only to a reader at the top of the page (not one
 * who followed a link to a section, or whose browser restored the scroll), and never by moving
 * the page itself. The offer goes once they scroll a screen on their own.
 */
import { useEffect, useState } from 'react';
import { READING_POSITION_MIN_SCREENS } from '@/config/constants';
import { keepPlace, readPlace, type ReadingPlace } from './reading-position';

/** Waits this long after the last scroll before keeping the place (and on leaving the page). */
const KEEP_AFTER_MS = 400;

const articleElement = () => document.querySelector<HTMLElement>('main article');
const headingsOf = (article: HTMLElement) =>
  article.querySelectorAll<HTMLElement>('.markdown-body :is(h1, h2, h3, h4, h5, h6)[id]');

/** Where the reader is now; null when the article is not long enough to keep a place in. */
function placeNow(): ReadingPlace | null {
  const article = articleElement();
  if (!article) return null;
  const box = article.getBoundingClientRect();
  const screen = window.innerHeight;
  if (box.height < READING_POSITION_MIN_SCREENS * screen) return null;
  const share = Math.min(1, Math.max(0, -box.top / (box.height - screen)));
  let heading: HTMLElement | null = null;
  for (const candidate of headingsOf(article)) {
    if (candidate.getBoundingClientRect().top > 1) break;
    heading = candidate;
  }
  const top = heading ? heading.getBoundingClientRect().top : box.top;
  return { heading: heading?.id ?? null, offset: Math.round(-top), share, at: Date.now() };
}

/** How long the page holds a kept place while the article is still being drawn (in steps). */
const HOLD_PLACE_MS = 1500;
/** How long a kept heading is waited for, when the article has not drawn it yet. */
const HEADING_WAIT_MS = 5000;

/** Calls `then` once the heading is in the page: a long article is drawn in steps. */
function whenHeading(id: string, then: () => void): void {
  if (document.getElementById(id)) return then();
  const observer = new MutationObserver(() => {
    if (!document.getElementById(id)) return;
    stop();
    then();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
}

/**
 * Puts the heading `offset` px above the top of the screen, and keeps it there for a moment:
 * the parts of the article still being drawn (or drawn again) move it, and a jump measured once
 * would land elsewhere. The reader's own scroll (wheel, touch, keys) ends the hold at once.
 */
function holdAtHeading(id: string, offset: number): void {
  const until = performance.now() + HOLD_PLACE_MS;
  let first = true;
  let held = true;
  const release = () => {
    held = false;
    for (const type of ['wheel', 'touchstart', 'keydown']) removeEventListener(type, release);
  };
  for (const type of ['wheel', 'touchstart', 'keydown'])
    addEventListener(type, release, { passive: true });
  const step = () => {
    const heading = held ? document.getElementById(id) : null;
    if (heading) {
      // scrollIntoView lays the heading's part out first (its estimated height made real).
      if (first) heading.scrollIntoView({ block: 'start', behavior: 'instant' });
      first = false;
      const miss = heading.getBoundingClientRect().top + offset;
      if (Math.abs(miss) >= 1) window.scrollBy({ top: miss, behavior: 'instant' });
    }
    if (held && performance.now() < until) requestAnimationFrame(step);
    else release();
  };
  step();
}

/**
 * Goes to a kept place: its heading, and as far past it as the reader was; else its share of the
 * article as it is now. At once: a long article's parts off screen have estimated heights until
 * drawn (content-visibility), so a glide aimed at a measured offset would land elsewhere, while
 * scrollIntoView lays the heading's part out first.
 */
function goTo(place: ReadingPlace): void {
  const { heading } = place;
  if (heading) {
    // scrollIntoView leaves the heading's scroll margin above it; the place is from the top.
    whenHeading(heading, () => holdAtHeading(heading, place.offset));
    return;
  }
  const box = articleElement()?.getBoundingClientRect();
  if (!box) return;
  const top = box.top + window.scrollY + place.share * (box.height - window.innerHeight);
  window.scrollTo({ top: Math.max(0, top), behavior: 'instant' });
}

export function useReadingPosition(id: string) {
  const [offer, setOffer] = useState<ReadingPlace | null>(null);

  useEffect(() => {
    const place = readPlace(id);
    const atTop = window.scrollY < window.innerHeight / 2 && !window.location.hash;
    setOffer(place && atTop ? place : null);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const keep = () => {
      clearTimeout(timer);
      const now = placeNow();
      if (now) keepPlace(id, now);
    };
    const scrolled = () => {
      if (window.scrollY > window.innerHeight) setOffer(null);
      clearTimeout(timer);
      timer = setTimeout(keep, KEEP_AFTER_MS);
    };
    window.addEventListener('scroll', scrolled, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', scrolled);
      window.removeEventListener('pagehide', keep);
    };
  }, [id]);

  return {
    offer,
    resume: () => {
      if (!offer) return;
      setOffer(null);
      goTo(offer);
    },
    dismiss: () => setOffer(null),
  };
}
