/**
 * A document's tokens cut into runs of whole top-level blocks, each rendered, sanitized and
 * enhanced on its own (render-markdown.ts): in jsdom (the prerender, the tests) every change to an
 * element costs as much as the children it holds, so one body of a 1 MiB article's 7,400 blocks
 * made the render quadratic (84 s; issue 42), where runs of a few dozen blocks keep it linear, and
 * only one run's DOM is held at a time. The runs share the document's parse (link references,
 * footnotes, source lines) and its heading levels (hasTitleHeading), and a run never ends inside
 * raw HTML an earlier block opened, so together they are the whole document's HTML. As in the
 * render in steps (markdown-steps.ts), a heading's id steps aside for the ids of raw HTML in its
 * own run and those before it, not for one written further down.
 */
import type { MarkdownParser } from './markdown-parser';

type Token = ReturnType<MarkdownParser['parse']>[number];

/** Top-level blocks in a run: a few dozen, as in a part of a long article (PART_MAX_BLOCKS). */
export const RUN_BLOCKS = 48;

const VOID_ELEMENTS = new Set(
  'area base br col embed hr img input link meta source track wbr'.split(' '),
);
const TAG = /<(\/?)([a-zA-Z][\w-]*)\b[^>]*?(\/?)>/g;

const TITLE = /<h1[\s/>]/i;
const COMMENTS = /<!--[\s\S]*?-->/g;
const hasTitleTag = (html: string) => TITLE.test(html) && TITLE.test(html.replace(COMMENTS, ''));

/**
 * Whether the document has an h1 (every heading then moves down a level: enhance-html.ts), from
 * its tokens: a Markdown heading of level 1, or raw HTML that writes one.
 */
export function hasTitleHeading(tokens: Token[]): boolean {
  return tokens.some(
    (token) =>
      (token.type === 'heading_open' && token.tag === 'h1') ||
      (token.type === 'html_block' && hasTitleTag(token.content)) ||
      (token.type === 'inline' &&
        (token.children ?? []).some(
          (child) => child.type === 'html_inline' && hasTitleTag(child.content),
        )),
  );
}

/** Open elements an HTML block leaves (positive) or closes (negative). */
export function htmlDepth(html: string): number {
  let depth = 0;
  for (const [, closing, name, selfClosing] of html.matchAll(TAG)) {
    if (VOID_ELEMENTS.has(name.toLowerCase()) || selfClosing) continue;
    depth += closing ? -1 : 1;
  }
  return depth;
}

/**
 * `tokens` (a whole document's, from `md.parse`) in runs of about `blocks` top-level blocks, cut
 * only before a top-level block and where no raw HTML block has left an element open.
 */
export function tokenRuns(tokens: Token[], blocks = RUN_BLOCKS): Token[][] {
  const runs: Token[][] = [];
  let start = 0;
  let count = 0;
  let htmlOpen = 0;
  // Counted from the tokens' nesting, not their level: the footnotes' tokens, added after the
  // parse, all say level 0.
  let open = 0;
  tokens.forEach((token, index) => {
    const topLevel = open === 0 && token.nesting !== -1;
    open += token.nesting;
    if (!topLevel) return;
    if (count >= blocks && htmlOpen === 0) {
      runs.push(tokens.slice(start, index));
      start = index;
      count = 0;
    }
    count += 1;
    if (token.type === 'html_block') htmlOpen = Math.max(0, htmlOpen + htmlDepth(token.content));
  });
  if (start < tokens.length) runs.push(tokens.slice(start));
  return runs;
}
