/**
 * A prerendered article body, adopted when the browser takes the page over. Its HTML is the
 * prerender's output of this same renderer (parsed, sanitized and enhanced at build time, in the
 * page the reader is already reading), so the view and the table of contents take it as it is
 * instead of parsing and sanitizing the Markdown again: for a 1 MiB article that was a task of over
 * half a second, and it ran twice (the body and its headings).
 *
 * It belongs to the source it was rendered from: the first source asked for is the carried
 * article's (the take-over renders exactly that), and any other source (content refreshed since,
 * another article) goes through renderMarkdown as before, unless its body was rendered elsewhere
 * too: an article opened from another page whose own prerendered page had it
 * (features/reading/detail/prerendered-page-body.ts). Those are kept here, the last few, so the
 * tables of contents have their headings and a second visit shows them at once.
 */
import { headingsIn } from './enhance-html';
import { BODY_CLASS } from './fragment';
import type { RenderedMarkdown } from './types';

let adopted: { rendered: RenderedMarkdown; source?: string } | null = null;

const KEPT = 8;
const elsewhere = new Map<string, RenderedMarkdown>();
const listeners = new Set<() => void>();
let version = 0;

/** A body rendered elsewhere from exactly `source`: the views and the contents take it as it is. */
export function adoptRenderedElsewhere(source: string, rendered: RenderedMarkdown): void {
  elsewhere.delete(source);
  elsewhere.set(source, rendered);
  if (elsewhere.size > KEPT) elsewhere.delete(elsewhere.keys().next().value as string);
  version += 1;
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: changes when a body rendered elsewhere is adopted. */
export const subscribeAdopted = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
export const adoptedVersion = () => version;

export function adoptPrerenderedMarkdown(root: ParentNode): void {
  const body = root.querySelector<HTMLElement>(`.${BODY_CLASS}`);
  adopted = body ? { rendered: { html: body.innerHTML, headings: headingsIn(body) } } : null;
}

export function prerenderedMarkdown(source: string): RenderedMarkdown | null {
  if (adopted) {
    adopted.source ??= source;
    if (adopted.source === source) return adopted.rendered;
  }
  return elsewhere.get(source) ?? null;
}
