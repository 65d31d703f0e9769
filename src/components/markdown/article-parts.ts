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

/** Counts a part's blocks: true when `element` is the first block of a new part. */
function partStarts(): (element: Element) => boolean {
  let blocks = 0;
  let started = false;
  return (element) => {
    const starts =
      !started ||
      blocks >= PART_MAX_BLOCKS ||
      (blocks >= PART_MIN_BLOCKS && HEADING.test(element.tagName));
    if (starts) {
      started = true;
      blocks = 0;
    }
    blocks += 1;
    return starts;
  };
}

/** Appends top-level nodes to `container`, in parts; call it again with the next nodes. */
export function partsAppender(container: HTMLElement): (nodes: Iterable<Node>) => void {
  let part: HTMLElement | null = null;
  const starts = partStarts();
  return (nodes) => {
    for (const node of Array.from(nodes)) {
      if (node.nodeType === 1 && starts(node as Element)) {
        part = container.ownerDocument.createElement('div');
        part.className = PART_CLASS;
        container.append(part);
      }
      (part ?? container).append(node);
    }
  };
}

/** A text node's markup as the HTML serializer writes it in an element's content. */
const textMarkup = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/\u00a0/g, '&nbsp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

function markup(node: Node): string {
  if (node.nodeType === 1) return (node as Element).outerHTML;
  if (node.nodeType === 3) return textMarkup((node as Text).data);
  if (node.nodeType === 8) return `<!--${(node as Comment).data}-->`;
  return '';
}

/**
 * The parts partsAppender makes, written as HTML: `add` takes each body's top-level nodes in
 * turn (a document rendered in runs: render-markdown.ts), and `html` is what a container they
 * were appended to would hold. No node moves: in jsdom, moving a node costs as much as its
 * parent's children, and gathering a 1 MiB article's 7,400 blocks took 79 s (issue 42).
 */
export function partsWriter(): { add(body: HTMLElement): void; html(): string } {
  const out: string[] = [];
  const starts = partStarts();
  let open = false;
  return {
    add(body) {
      for (let node = body.firstChild; node; node = node.nextSibling) {
        if (node.nodeType === 1 && starts(node as Element)) {
          out.push(open ? `</div><div class="${PART_CLASS}">` : `<div class="${PART_CLASS}">`);
          open = true;
        }
        out.push(markup(node));
      }
    },
    html: () => out.join('') + (open ? '</div>' : ''),
  };
}
