/**
 * A prerendered article body, adopted when the browser takes the page over. Its HTML is the
 * prerender's output of this same renderer (parsed, sanitized and enhanced at build time, in the
 * page the reader is already reading), so the view and the table of contents take it as it is
 * instead of parsing and sanitizing the Markdown again: for a 1 MiB article that was a task of over
 * half a second, and it ran twice (the body and its headings).
 *
 * It belongs to the source it was rendered from: the first source asked for is the carried
 * article's (the take-over renders exactly that), and any other source (content refreshed since,
 * another article) goes through renderMarkdown as before.
 */
import { headingsIn } from './enhance-html';
import type { RenderedMarkdown } from './types';

let adopted: { rendered: RenderedMarkdown; source?: string } | null = null;

export function adoptPrerenderedMarkdown(root: ParentNode): void {
  const body = root.querySelector<HTMLElement>('.markdown-body');
  adopted = body ? { rendered: { html: body.innerHTML, headings: headingsIn(body) } } : null;
}

export function prerenderedMarkdown(source: string): RenderedMarkdown | null {
  if (!adopted) return null;
  adopted.source ??= source;
  return adopted.source === source ? adopted.rendered : null;
}
