/**
 * Fragments of an article's address (#section): which id one names, which element of the article
 * has it, and moving the reader there. Shared by the body's own links (markdown-body.tsx), the
 * contents (features/reading/detail/table-of-contents.tsx) and a link to a section from elsewhere
 * (features/reading/detail/use-linked-section.ts).
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
 * nothing on the way (as a link from elsewhere does). A section in a part not laid out is far: and
 * Chromium's first measure of an element there reads 0, as if it were on screen, which made a
 * 54,000 px glide of a jump to the field guide's end (then given up half way on a busy machine).
 */
function isNear(target: HTMLElement): boolean {
  if (target.checkVisibility?.({ contentVisibilityAuto: true }) === false) return false;
  return Math.abs(target.getBoundingClientRect().top) <= window.innerHeight;
}

/** Longer than any glide of a screen or less: a landing still waiting then is given up. */
const LANDING_WAIT_MS = 2000;

/**
 * Frames in a row without a part changing size after which a section jumped to is left to the
 * reader. Parts near the screen are laid out within a frame or two of a jump; frames, not
 * milliseconds, so a busy machine (slower frames) waits as long in the page's own terms.
 */
const SETTLE_FRAMES = 30;

const offPlace = (target: HTMLElement) =>
  target.getBoundingClientRect().top - (parseFloat(getComputedStyle(target).scrollMarginTop) || 0);

// jsdom has no scrollIntoView.
const jumpTo = (target: HTMLElement) =>
  target.scrollIntoView?.({ behavior: 'instant', block: 'start' });

/** Stops the landing still waiting for the last move, if any. */
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
    if (Math.abs(offPlace(target)) > 1) jumpTo(target);
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
 * A jump lands where the section is while the parts above it still have their estimated height.
 * The parts around the new place are then laid out, grow or shrink, and push the section away
 * (5,700 px below the screen, on a phone in the demo's field guide). Chromium's scroll anchoring
 * makes up for it only when nothing suppresses it, and Safari before 18 has none: so the section
 * is held at its place, before each paint, as long as parts keep changing size, until the reader
 * takes over, another move starts or SETTLE_FRAMES frames have passed without a change.
 */
function holdInPlace(target: HTMLElement): void {
  if (typeof ResizeObserver === 'undefined') return;
  let quiet = 0;
  let frame = 0;
  const align = () => {
    quiet = 0;
    if (!target.isConnected) stop();
    else if (Math.abs(offPlace(target)) > 1) jumpTo(target);
  };
  // After layout, before paint: the reader never sees the section pushed away.
  const resizes = new ResizeObserver(align);
  // The article's height changes with any of its parts; the page's width with a scroll lock's end.
  resizes.observe(target.closest(`.${BODY_CLASS}`) ?? document.body);
  resizes.observe(document.documentElement);
  const stopListening = onReaderAction(() => stop(), { pointer: true });
  const count = () => {
    quiet += 1;
    if (quiet >= SETTLE_FRAMES) stop();
    else frame = window.requestAnimationFrame(count);
  };
  frame = window.requestAnimationFrame(count);
  const stop = () => {
    resizes.disconnect();
    stopListening();
    window.cancelAnimationFrame(frame);
  };
  cancelLanding = stop;
}

/** Jumps to a section and keeps it there while the parts around it are laid out. */
export function jumpToSection(target: HTMLElement): void {
  cancelLanding();
  jumpTo(target);
  holdInPlace(target);
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
  if (glide) {
    target.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    landOnceStill(target);
  } else jumpToSection(target);
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${encodeURIComponent(target.id)}`);
}
