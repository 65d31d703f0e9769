/**
 * A long article's top-level blocks, gathered in parts of a few dozen blocks: each part is laid
 * out and painted only near the viewport (content-visibility in markdown-media.css). With that on each
 * block instead, the browser checked a 1 MiB article's 7,400 blocks for visibility on every frame
 * while the reader scrolled (7-26 ms a frame, and 8-12 ms of pre-paint): scrolling ran at 30
 * frames a second unthrottled, with dozens of tasks over 50 ms. In 309 parts it runs at 60.
 *
 * A part ends before a heading once it has PART_MIN_BLOCKS blocks (so the spacing above the heading
 * is the heading's own, as markdown-media.css sets it where parts meet), or at PART_MAX_BLOCKS.
 * The whole render and the render in steps gather the same blocks the same way: the appender keeps
 * its place from one run to the next.
 */
import { PART_CLASS, PART_MAX_BLOCKS, PART_MIN_BLOCKS } from './constants';

const HEADING = /^H[1-6]$/;

/** Appends top-level nodes to `container`, in parts; call it again with the next nodes. */
export function partsAppender(container: HTMLElement): (nodes: Iterable<Node>) => void {
  let part: HTMLElement | null = null;
  let blocks = 0;
  return (nodes) => {
    for (const node of Array.from(nodes)) {
      if (node.nodeType === 1) {
        const full =
          blocks >= PART_MAX_BLOCKS ||
          (blocks >= PART_MIN_BLOCKS && HEADING.test((node as Element).tagName));
        if (!part || full) {
          part = container.ownerDocument.createElement('div');
          part.className = PART_CLASS;
          container.append(part);
          blocks = 0;
        }
        blocks += 1;
      }
      (part ?? container).append(node);
    }
  };
}

/** Gathers `body`'s own children in parts. */
export function gatherInParts(body: HTMLElement): void {
  const nodes = Array.from(body.childNodes);
  body.replaceChildren();
  partsAppender(body)(nodes);
}
