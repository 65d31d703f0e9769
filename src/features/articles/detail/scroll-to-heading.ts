/** Moves the reader to a heading of the article without a router navigation. */
import { prefersReducedMotion } from '@/lib/scroll';

export function scrollToHeading(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  // Keyboard and screen-reader users continue reading from the heading they chose.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  // The hash makes the position shareable; replaceState keeps the router (and its focus handling) out of it.
  window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`);
}
