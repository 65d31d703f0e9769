/**
 * Fragments of an article's address (#section): which id one names, which element of the article
 * has it, and moving the reader there. Shared by the body's own links (markdown-body.tsx), the
 * contents (features/articles/detail/table-of-contents.tsx) and a link to a section from elsewhere
 * (features/articles/detail/use-linked-section.ts).
 */
import { onReaderAction, prefersReducedMotion } from '@/lib/scroll';

/** The class of the element an article's HTML lives in (markdown-body.tsx). */
export const BODY_CLASS = 'markdown-body';

/** The element id a fragment names ("#a%20b" -> "a b"; the raw text when an escape is malformed). */
export function fragmentId(hash: string): string | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The element of `root` with that id, not one elsewhere on the page (an id the owner wrote in the
 * article's HTML may also be one of the page's own, which comes first).
 */
export function elementWithId(root: HTMLElement, id: string): HTMLElement | null {
  const first = root.ownerDocument.getElementById(id);
  if (first && root.contains(first)) return first;
  return (
    Array.from(root.querySelectorAll<HTMLElement>('[id]')).find((node) => node.id === id) ?? null
  );
}

/** Opens the closed <details> around an element, as the browser does for a link to it. */
function revealed(element: HTMLElement): HTMLElement {
  for (let closed = element.closest('details:not([open])'); closed;) {
    (closed as HTMLDetailsElement).open = true;
    closed = closed.parentElement?.closest('details:not([open])') ?? null;
  }
  return element;
}

/** The section of the article on the page (its body in <main>) with that id, shown. */
export function articleSection(id: string): HTMLElement | null {
  const body = document.querySelector<HTMLElement>(`main .${BODY_CLASS}`);
  const found = body && elementWithId(body, id);
  return found ? revealed(found) : null;
}

/**
 * A long article's parts are laid out only near the screen (content-visibility: auto), at an
 * estimated height until then. A glide computes its end before it starts; the parts it passes are
 * then laid out and push the section away, and the glide ends short (20,000 px short, on the demo's
 * field guide). Only a section within a screen glides; further ones are jumped to, which lays out
 * nothing on the way (as a link from elsewhere does).
 */
function isNear(target: HTMLElement): boolean {
  return Math.abs(target.getBoundingClientRect().top) <= window.innerHeight;
}

/** Longer than any glide of a screen or less: a landing still waiting then is given up. */
const LANDING_WAIT_MS = 2000;

const offPlace = (target: HTMLElement) =>
  target.getBoundingClientRect().top - (parseFloat(getComputedStyle(target).scrollMarginTop) || 0);

/** Stops the landing still waiting for the last glide, if any. */
let cancelLanding: () => void = () => undefined;

/**
 * Even a short glide may pass a part laid out on the way: once the page is still, a section found
 * off its place is jumped to. Not when the reader has taken over meanwhile, nor after another move,
 * nor once LANDING_WAIT_MS have passed (a glide that could not move the page ends no scroll).
 */
function landOnceStill(target: HTMLElement): void {
  if (!('onscrollend' in window)) return;
  const land = () => {
    stop();
    if (Math.abs(offPlace(target)) > 1) target.scrollIntoView({ behavior: 'auto', block: 'start' });
  };
  const stopListening = onReaderAction(() => stop(), { pointer: true });
  const timer = window.setTimeout(() => stop(), LANDING_WAIT_MS);
  const stop = () => {
    stopListening();
    window.clearTimeout(timer);
    window.removeEventListener('scrollend', land);
  };
  window.addEventListener('scrollend', land);
  cancelLanding = stop;
}

/**
 * Moves the reader to a section without a router navigation (which would treat the hash change as
 * a new page and move focus to the title): scrolled to the top, smoothly unless reduced motion is
 * asked for; focused, so keyboard and screen-reader users read on from there; and named in the
 * address (replaceState, out of the router's way), so the place can be shared.
 */
export function moveToSection(target: HTMLElement): void {
  revealed(target);
  cancelLanding();
  const glide = !prefersReducedMotion() && isNear(target);
  target.scrollIntoView?.({ behavior: glide ? 'smooth' : 'auto', block: 'start' });
  if (glide) landOnceStill(target);
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${encodeURIComponent(target.id)}`);
}
