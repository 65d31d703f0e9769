/**
 * Markdown -> safe HTML: parse (raw HTML allowed), sanitize with the allow-list, then add the
 * renderer's own trusted chrome. The result may be set as innerHTML.
 */
import { createMarkdownParser, type MarkdownParser } from './markdown-parser';
import { sanitizeToBody } from './sanitize';
import { enhanceHtml } from './enhance-html';
import type { RenderedMarkdown } from './types';

let parser: MarkdownParser | null = null;
let lineParser: MarkdownParser | null = null;

export interface RenderOptions {
  /** Keep each block's source line (the editor preview only; published pages stay lean). */
  sourceLines?: boolean;
}

export function renderMarkdown(
  source: string,
  { sourceLines = false }: RenderOptions = {},
): RenderedMarkdown {
  const md = sourceLines
    ? (lineParser ??= createMarkdownParser({ sourceLines: true }))
    : (parser ??= createMarkdownParser());
  const body = sanitizeToBody(md.render(source ?? ''), { sourceLines });
  const headings = enhanceHtml(body, window.location.origin);
  return { html: body.innerHTML, headings };
}
