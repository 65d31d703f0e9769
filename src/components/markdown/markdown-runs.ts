/**
 * A document's tokens cut into runs of whole top-level blocks, each rendered, sanitized and
 * enhanced on its own (render-markdown.ts): in jsdom (the prerender, the tests) every change to an
 * element costs as much as the children it holds, so one body of a 1 MiB article's 7,400 blocks
 * made the render quadratic (84 s; issue 42), where runs of a few dozen blocks keep it linear.
 * Only one run's inline tokens and DOM are held at a time (a 1 MiB article's whole token stream
 * took over 250 MB): the document's blocks are parsed once, and each run's inline content as it
 * comes (parseInRuns). The runs share the document's parse (link references, source lines) and
 * its heading levels (hasTitleHeading), and a run never ends inside raw HTML an earlier block
 * opened, so together they are the whole document's HTML. A document with footnotes, whose
 * numbering and list span it, is parsed whole first. As in the render in steps
 * (markdown-steps.ts), a heading's id steps aside for the ids of raw HTML in its own run and those
 * before it, not for one written further down.
 */
import type { MarkdownParser } from './markdown-parser';

type Token = ReturnType<MarkdownParser['parse']>[number];
/** markdown-it's parse environment (link references). */
type Env = Parameters<MarkdownParser['parse']>[1];

/** Top-level blocks in a run: a few dozen, as in a part of a long article (PART_MAX_BLOCKS). */
export const RUN_BLOCKS = 48;

const VOID_ELEMENTS = new Set(
  'area base br col embed hr img input link meta source track wbr'.split(' '),
);
const TAG = /<(\/?)([a-zA-Z][\w-]*)\b[^>]*?(\/?)>/g;

/** Footnotes (`[^1]`, `^[inline]`): their numbering and their list span the document. */
export const FOOTNOTES = /\[\^|\^\[/;

/** As markdown-it normalizes its input, so that line numbers and offsets agree with its own. */
export const normalize = (source: string) =>
  source.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD');

const TITLE = /<h1[\s/>]/i;
const COMMENTS = /<!--[\s\S]*?-->/g;
const hasTitleTag = (html: string) => TITLE.test(html) && TITLE.test(html.replace(COMMENTS, ''));

/**
 * Whether the document has an h1 (every heading then moves down a level: enhance-html.ts), from
 * its tokens: a Markdown heading of level 1, or raw HTML that writes one (inline content not
 * parsed yet is parsed here when it may hold one).
 */
function hasTitleHeading(md: MarkdownParser, env: Env, tokens: Token[]): boolean {
  const inline = (token: Token) => {
    if (token.children?.length) return token.children;
    const children: Token[] = [];
    md.inline.parse(token.content, md, env, children);
    return children;
  };
  return tokens.some(
    (token) =>
      (token.type === 'heading_open' && token.tag === 'h1') ||
      (token.type === 'html_block' && hasTitleTag(token.content)) ||
      (token.type === 'inline' &&
        TITLE.test(token.content) &&
        inline(token).some((child) => child.type === 'html_inline' && hasTitleTag(child.content))),
  );
}

/** The parse's core rules after the block parse (inline content, links, the dialect's own). */
const BLOCK_RULES = ['normalize', 'block'];
function processRun(md: MarkdownParser, env: Env, tokens: Token[]): Token[] {
  const state = new md.core.State('', md, env);
  state.tokens = tokens;
  md.core.ruler.disable(BLOCK_RULES);
  try {
    md.core.process(state);
  } finally {
    md.core.ruler.enable(BLOCK_RULES);
  }
  return state.tokens;
}

export interface ParsedInRuns {
  /** The parse's environment (link references), which rendering a run takes too. */
  env: Env;
  /** Whether the document has an h1 (EnhanceContext.demoted). */
  demoted: boolean;
  /** Each run's tokens, parsed as it is asked for. */
  runs: Iterable<Token[]>;
}

export function parseInRuns(md: MarkdownParser, source: string): ParsedInRuns {
  const env: Env = {};
  if (FOOTNOTES.test(source)) {
    const tokens = md.parse(source, env);
    return { env, demoted: hasTitleHeading(md, env, tokens), runs: tokenRuns(tokens) };
  }
  const blocks: Token[] = [];
  md.block.parse(normalize(source), md, env, blocks);
  const demoted = hasTitleHeading(md, env, blocks);
  const runs = tokenRuns(blocks);
  blocks.length = 0;
  function* parsed() {
    // Shifted out, so a run's tokens go once it is rendered.
    for (let run = runs.shift(); run; run = runs.shift()) yield processRun(md, env, run);
  }
  return { env, demoted, runs: parsed() };
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
