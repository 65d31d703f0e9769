/**
 * Markdown -> safe HTML: parse (raw HTML allowed), sanitize with the allow-list, then add the
 * renderer's own trusted chrome. The result may be set as innerHTML. The document is parsed once
 * and then rendered, sanitized and enhanced in runs of top-level blocks (markdown-runs.ts), so its
 * cost stays linear in its length in jsdom too.
 */
import { createMarkdownParser, type MarkdownParser } from './markdown-parser';
import { sanitizeToBody } from './sanitize';
import { domWindow } from './dom-window';
import { enhanceHtml, type EnhanceContext } from './enhance-html';
import { colourCodeNow } from './code-blocks';
import { isLongArticle } from './constants';
import { partsWriter } from './article-parts';
import { makeAddressesAbsolute } from './absolute-addresses';
import { hasTitleHeading, tokenRuns } from './markdown-runs';
import { createSlugger } from './slug';
import type { MarkdownHeading, RenderedMarkdown } from './types';

let parser: MarkdownParser | null = null;
let lineParser: MarkdownParser | null = null;

export interface RenderOptions {
  /** Keep each block's source line (the editor preview only; published pages stay lean). */
  sourceLines?: boolean;
  /**
   * What the page adds around the article (default on): heading anchors, code blocks' bar
   * (language, Copy) and colours, scrollable wrappers, a long article's parts. Off for a feed,
   * whose reader has no page: it would show the anchors' "#" and the bar's words as text.
   */
  pageChrome?: boolean;
  /** Every address made absolute against this one (a feed entry's: the article's address). */
  addressBase?: string;
}

/** The last result: the article view and its table of contents ask for the same source. */
let last: { source: string; options: string; rendered: RenderedMarkdown } | null = null;

/** The published dialect's parser (no source lines), made once. */
export const publishedParser = (): MarkdownParser => (parser ??= createMarkdownParser());

export function renderMarkdown(source: string, options: RenderOptions = {}): RenderedMarkdown {
  const { sourceLines = false, pageChrome = true, addressBase } = options;
  const key = JSON.stringify([sourceLines, pageChrome, addressBase]);
  if (last?.source === source && last.options === key) return last.rendered;
  const md = sourceLines
    ? (lineParser ??= createMarkdownParser({ sourceLines: true }))
    : publishedParser();
  const env = {};
  const tokens = md.parse(source ?? '', env);
  const context: EnhanceContext = { slugger: createSlugger(), demoted: hasTitleHeading(tokens) };
  const origin = domWindow().location.origin;
  // In the prerender only, and not a long article's code: its page would be much heavier for the
  // browser to parse (a 1 MiB article's 1,233 blocks: longest task about 165 instead of 110 ms),
  // and the browser colours it a task's budget at a time after the text is on screen.
  const long = !sourceLines && isLongArticle(source);
  const colour = pageChrome && !sourceLines && !long;
  // Not in the editor's preview (sourceLines): its scroll sync measures every block.
  const parts = pageChrome && long ? partsWriter() : null;
  const headings: MarkdownHeading[] = [];
  let html = '';
  for (const run of tokenRuns(tokens)) {
    const body = sanitizeToBody(md.renderer.render(run, md.options, env), { sourceLines });
    for (const heading of enhanceHtml(body, origin, context, { pageChrome }))
      headings.push(heading);
    if (colour) colourCodeNow(body);
    if (addressBase !== undefined) makeAddressesAbsolute(body, addressBase);
    if (parts) parts.add(body);
    else html += body.innerHTML;
  }
  last = { source, options: key, rendered: { html: parts ? parts.html() : html, headings } };
  return last.rendered;
}
