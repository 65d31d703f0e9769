/**
 * Markdown -> safe HTML: parse (raw HTML allowed), sanitize with the allow-list, then add the
 * renderer's own trusted chrome. The result may be set as innerHTML.
 */
import { createMarkdownParser, type MarkdownParser } from './markdown-parser';
import { sanitizeToBody } from './sanitize';
import { domWindow } from './dom-window';
import { documentContext, enhanceHtml } from './enhance-html';
import { colourCodeNow } from './code-blocks';
import { isLongArticle } from './constants';
import { gatherInParts } from './article-parts';
import type { RenderedMarkdown } from './types';

let parser: MarkdownParser | null = null;
let lineParser: MarkdownParser | null = null;
/** The last result: the article view and its table of contents ask for the same source. */
let last: {
  source: string;
  sourceLines: boolean;
  pageChrome: boolean;
  rendered: RenderedMarkdown;
} | null = null;

export interface RenderOptions {
  /** Keep each block's source line (the editor preview only; published pages stay lean). */
  sourceLines?: boolean;
  /**
   * What the page adds around the article (default on): heading anchors, code blocks' bar
   * (language, Copy) and colours, scrollable wrappers, a long article's parts. Off for a feed,
   * whose reader has no page: it would show the anchors' "#" and the bar's words as text.
   */
  pageChrome?: boolean;
}

/** The published dialect's parser (no source lines), made once. */
export const publishedParser = (): MarkdownParser => (parser ??= createMarkdownParser());

export function renderMarkdown(
  source: string,
  { sourceLines = false, pageChrome = true }: RenderOptions = {},
): RenderedMarkdown {
  if (last?.source === source && last.sourceLines === sourceLines && last.pageChrome === pageChrome)
    return last.rendered;
  const md = sourceLines
    ? (lineParser ??= createMarkdownParser({ sourceLines: true }))
    : publishedParser();
  const body = sanitizeToBody(md.render(source ?? ''), { sourceLines });
  const headings = enhanceHtml(body, domWindow().location.origin, documentContext(body), {
    pageChrome,
  });
  // In the prerender only, and not a long article's code: its page would be much heavier for the
  // browser to parse (a 1 MiB article's 1,233 blocks: longest task about 165 instead of 110 ms),
  // and the browser colours it a task's budget at a time after the text is on screen.
  const long = !sourceLines && isLongArticle(source);
  if (pageChrome && !sourceLines && !long) colourCodeNow(body);
  // Not in the editor's preview (sourceLines): its scroll sync measures every block.
  if (pageChrome && long) gatherInParts(body);
  last = { source, sourceLines, pageChrome, rendered: { html: body.innerHTML, headings } };
  return last.rendered;
}
