/**
 * What an article page carries of the lightbox: after hydration, its images become buttons (no
 * change to the markup the prerender or the renderer writes, so no layout change, and nothing
 * happens on a page without images), and one delegated handler on the article fetches the lightbox
 * (the lazy chunk "article-overlays") as a pointer, a finger or the focus reaches an image, and
 * opens it on a click, Enter or Space. This is in the article page's first load, whose budget had
 * about 0.14 KiB gzip left (e2e/build-budgets.test.mjs), so every byte here was weighed: no React
 * state, boundary or lazy component (renewableLazy's wiring alone took twice the budget), the chunk
 * renders the lightbox in a root of its own (lightbox-host.tsx). A chunk that fails to load is
 * caught without a word (the page stays as it was, the image keeps the focus), and webpack forgets
 * a failed chunk, so the next try loads it afresh.
 */
import { BODY_CLASS } from '@/components/markdown/fragment';

const load = () => import(/* webpackChunkName: "article-overlays" */ './lightbox-host');

/**
 * The article body's images that open: an image inside a link is the link's, and follows it; one
 * with empty alt text was marked decorative by its author, and stays out of the reader's way.
 */
const OPENING_IMAGES = `.${BODY_CLASS} img[alt]:not([alt=""],a img)`;

/**
 * Reaching an image (any event on it) fetches the lightbox, which decides whether the event opens
 * it (a click, Enter or Space: lightbox-host.tsx). Only Space is held back here, at once: its
 * default scrolls the page.
 */
function handle(event: Event): void {
  if (!(event.target as Element).matches(OPENING_IMAGES)) return;
  if ((event as KeyboardEvent).key == ' ') event.preventDefault();
  load().then(
    (lightbox) => lightbox.default(event, OPENING_IMAGES),
    () => {},
  );
}

/**
 * The article element's ref (React calls it as the article is committed, after hydration on a
 * prerendered page; a ref rather than an effect, for the bytes). Each image of the body becomes a
 * button for the keyboard and screen readers, without a wrapper: its alt text stays its name, what
 * it shows ("The bench, button"), and the dialog it opens announces itself (aria-haspopup, for
 * "opens dialog", did not fit in the budget). The body also arrives later (the renderer, another
 * article): its images are made buttons as they come (not as they load: the renderer's images load
 * lazily, and the keyboard must reach them before). The observer and the listeners go with the
 * article element: nothing to undo.
 */
export function imageButtons(root: HTMLElement | null): void {
  if (!root) return;
  const mark = () =>
    root.querySelectorAll<HTMLImageElement>(OPENING_IMAGES).forEach((image) => {
      image.tabIndex = 0;
      // ARIA's reflected property (Chromium, Safari, Firefox 119): shorter than setAttribute.
      image.role = 'button';
    });
  mark();
  new MutationObserver(mark).observe(root, { childList: true, subtree: true });
  // pointerover comes first on a touch too: no touchstart of its own.
  for (const type of ['click', 'keydown', 'pointerover', 'focusin'])
    root.addEventListener(type, handle);
}
