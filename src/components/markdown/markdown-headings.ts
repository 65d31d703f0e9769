/**
 * What the page asks the Markdown renderer without showing a body: an article's headings, for
 * the tables of contents. In the entry script (the sidebar's contents ask on every article page),
 * without the renderer itself: that is a lazy chunk (lazy-markdown-view.tsx loads it and says so
 * here). Until it is there, a prerendered article's headings come from its adopted body, so the
 * take-over renders the same contents as the prerender without loading the renderer.
 */
import { startTransition, useEffect, useReducer, useState, useSyncExternalStore } from 'react';
import { adoptedVersion, prerenderedMarkdown, subscribeAdopted } from './prerendered-markdown';
import type { MarkdownHeading } from './types';

type MarkdownModule = typeof import('./markdown-view');

/** The renderer once its chunk has arrived, and who wants to know. */
let loaded: MarkdownModule | null = null;
const listeners = new Set<() => void>();

/** Called by the chunk's loader when the renderer is there. */
export function rendererArrived(module: MarkdownModule): void {
  if (loaded) return;
  loaded = module;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const loadedRenderer = () => loaded;

/** True once the renderer's chunk is there: rendering with it is then cheaper than any fetch. */
export const isRendererLoaded = () => loaded !== null;

/**
 * The headings of a Markdown source: the renderer's once it is there, a prerendered article's
 * from its page before that, else null. A long article the browser renders in steps has them when
 * its last step is done (null until then). When the content of the same article (`articleKey`)
 * changes before the renderer has arrived (refreshed since the prerender), the page's headings
 * stay until the renderer has the new ones, as the page's body does: the contents do not empty
 * for a moment. Another article never gets them.
 */
export function useMarkdownHeadings(
  source: string | undefined,
  articleKey: string | undefined,
): MarkdownHeading[] | null {
  const renderer = useSyncExternalStore(subscribe, loadedRenderer, loadedRenderer);
  // Read again when a body rendered elsewhere arrives (its page's headings).
  useSyncExternalStore(subscribeAdopted, adoptedVersion, adoptedVersion);
  // Re-read when a long article's steps are done; a long table of contents renders without
  // holding the page.
  const [, countFinished] = useReducer((count: number) => count + 1, 0);
  useEffect(() => renderer?.onStepsFinished(() => startTransition(countFinished)), [renderer]);
  const [kept, keep] = useState<{ key: string | undefined; headings: MarkdownHeading[] } | null>(
    null,
  );
  if (source === undefined) return null;
  // Cheap to ask again: the renderer keeps its last document's result.
  if (renderer) return renderer.markdownHeadings(source);
  const adopted = prerenderedMarkdown(source)?.headings ?? null;
  // The adopted headings are one array for good: this settles after one more render.
  if (adopted && (adopted !== kept?.headings || articleKey !== kept.key)) {
    keep({ key: articleKey, headings: adopted });
  }
  return adopted ?? (kept && kept.key === articleKey ? kept.headings : null);
}
