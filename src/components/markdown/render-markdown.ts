/**
 * Markdown -> safe HTML: parse (raw HTML allowed), sanitize with the allow-list, then add the
 * renderer's own trusted chrome. The result may be set as innerHTML.
 */
import { createMarkdownParser, type MarkdownParser } from './markdown-parser';
import { sanitizeToBody } from './sanitize';
import { domWindow } from './dom-window';
import { enhanceHtml } from './enhance-html';
import type { RenderedMarkdown } from './types';

let parser: MarkdownParser | null = null;
/** The last result: the article view and its table of contents ask for the same source. */
let last: { source: string; rendered: RenderedMarkdown } | null = null;

export function renderMarkdown(source: string): RenderedMarkdown {
  if (last?.source === source) return last.rendered;
  parser ??= createMarkdownParser();
  const body = sanitizeToBody(parser.render(source ?? ''));
  const headings = enhanceHtml(body, domWindow().location.origin);
  last = { source, rendered: { html: body.innerHTML, headings } };
  return last.rendered;
}
