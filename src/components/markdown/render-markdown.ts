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

export function renderMarkdown(source: string): RenderedMarkdown {
  parser ??= createMarkdownParser();
  const body = sanitizeToBody(parser.render(source ?? ''));
  const headings = enhanceHtml(body, domWindow().location.origin);
  return { html: body.innerHTML, headings };
}
