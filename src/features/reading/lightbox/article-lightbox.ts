/**
 * What an article page carries of the lightbox: after hydration, its images become buttons (no
 * change to the markup the prerender or the renderer writes, so no layout change, and nothing
 * happens on a page without images), and one delegated listener on the article fetches the
 * lightbox (the lazy chunk "article-overlays") as a pointer, a finger or the focus reaches an
 * image, and opens it on a click, Enter or Space. This is in the article page's first load, whose
 * budget had about 0.15 KiB gzip left (e2e/build-budgets.test.mjs): so no React state, boundary or
 * lazy component here (renewableLazy's wiring alone took twice that); the chunk renders the
 * lightbox in a root of its own (lightbox-host.tsx). A chunk that fails to load is caught without
 * a word (the page stays as it was, the image keeps the focus), and webpack forgets a failed chunk,
 * so the next try loads it afresh.
 */
import { useEffect, type RefObject, type SyntheticEvent } from 'react';
import { BODY_CLASS } from '@/components/markdown/fragment';

const load = () => import(/* webpackChunkName: "article-overlays" */ './lightbox-host');

/**
 * The article body's images that open: an image inside a link is the link's, and follows it; one
 * with empty alt text was marked decorative by its author, and stays out of the reader's way.
 */
const imagesIn = (root: HTMLElement) => [
  ...root.querySelectorAll<HTMLImageElement>(`.${BODY_CLASS} img[alt]:not([alt=""], a img)`),
];

/**
 * Each image of the article `within` a button for the keyboard and screen readers, without a
 * wrapper: its alt text stays its name (what it shows), role and aria-haspopup say that it opens
 * ("The bench, button, opens dialog"). No words of the catalogs, so nothing more in every page's
 * first load. The body also arrives after hydration (the renderer, another article): buttons as
 * it comes.
 */
export function useImageButtons(within: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = within.current!;
    const mark = () =>
      imagesIn(root).forEach((image) => {
        image.tabIndex = 0;
        image.setAttribute('role', 'button');
        image.setAttribute('aria-haspopup', 'dialog');
      });
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [within]);
}

/**
 * The article element's one handler for its images (React delegates it: no listener of ours to
 * add or remove), given as its onClick, onKeyDown, onPointerOver, onTouchStart (passive in React)
 * and onFocus: reaching an image fetches the lightbox, a click, Enter or Space opens it.
 */
export function openImage(event: SyntheticEvent<HTMLElement>): void {
  const images = imagesIn(event.currentTarget);
  const at = images.indexOf(event.target as HTMLImageElement);
  const key = (event as unknown as KeyboardEvent).key;
  const opens = event.type == 'click' || key == 'Enter' || key == ' ';
  if (at < 0) return;
  if (opens) event.preventDefault();
  load().then(
    (lightbox) => opens && lightbox.openLightbox(images, at),
    () => {},
  );
}
