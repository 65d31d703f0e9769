/**
 * The entry of the lightbox's part of the chunk "article-overlays": renders the lightbox in a
 * React root of its own, so the article page carries no state, boundary or lazy component for it
 * (article-lightbox.ts). The lightbox needs no provider: its words come from useT, which reads the
 * active language directly.
 */
import { createRoot } from 'react-dom/client';
import { Lightbox } from './lightbox';

let open = false;

/**
 * An event on an image of an article (article-lightbox.ts): a click, Enter or Space shows the
 * image large, among the other images of its article that open (`selector`, passed in: importing
 * it would take its module out of the article page's code). The image has no default action to
 * prevent (none is in a link), bar Space's scroll, which the page prevents. A second opening
 * while it is open (a double click) does nothing.
 */
export default function openLightbox(event: Event, selector: string): void {
  const key = (event as KeyboardEvent).key;
  if (event.type != 'click' && key != 'Enter' && key != ' ') return;
  const image = event.target as HTMLImageElement;
  const images = [...image.closest('article')!.querySelectorAll<HTMLImageElement>(selector)];
  const start = images.indexOf(image);
  if (open || start < 0) return;
  open = true;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const close = () => {
    if (!open) return;
    open = false;
    // After the event that closes it: React does not unmount a root from inside its own handler.
    queueMicrotask(() => {
      root.unmount();
      container.remove();
    });
  };
  root.render(<Lightbox images={images} start={start} onClose={close} />);
}
