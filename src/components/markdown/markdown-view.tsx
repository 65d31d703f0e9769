/**
 * Renders owner-written Markdown safely (chunk "markdown"): parsed and sanitized HTML, whole or
 * in steps for a long article, shown in a MarkdownBody (copy buttons, colours).
 */
import {
  startTransition,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react';
import { renderMarkdown } from './render-markdown';
import type { MarkdownHeading } from './types';
import { prerenderedMarkdown } from './prerendered-markdown';
import { MarkdownBody } from './markdown-body';
import { inPrerender } from './dom-window';
import {
  headingsRenderedInSteps,
  onStepsFinished,
  renderInSteps,
  rendersInSteps,
} from './markdown-steps';

export interface MarkdownViewProps {
  source: string;
  /** Called with the document's headings (ids, text, levels) whenever the source changes. */
  onHeadings?: (headings: MarkdownHeading[]) => void;
  className?: string;
  /** Marks blocks with their source line, for a preview that follows the editor. */
  sourceLines?: boolean;
}

/** A published article's rendering: the prerendered page's own while it is taken over. */
const renderPublished = (source: string) => prerenderedMarkdown(source) ?? renderMarkdown(source);

/** A long published article the browser renders itself (not the prerendered one it adopts). */
const publishedInSteps = (source: string) =>
  rendersInSteps(source) && !inPrerender() && !prerenderedMarkdown(source);

/**
 * The document's headings, for a table of contents rendered outside the view; null while a long
 * article is still being rendered in steps (onStepsFinished says when they are known).
 */
export function markdownHeadings(source: string): MarkdownHeading[] | null {
  return publishedInSteps(source)
    ? headingsRenderedInSteps(source)
    : renderPublished(source).headings;
}

export { onStepsFinished };

export function MarkdownView({ source, onHeadings, className, sourceLines }: MarkdownViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const inSteps = !sourceLines && publishedInSteps(source);
  const rendered = useMemo(
    () =>
      inSteps
        ? null
        : sourceLines
          ? renderMarkdown(source, { sourceLines })
          : renderPublished(source),
    [source, sourceLines, inSteps],
  );
  const reportHeadings = useEffectEvent((headings: MarkdownHeading[]) => onHeadings?.(headings));

  useEffect(() => {
    if (rendered) reportHeadings(rendered.headings);
  }, [rendered]);

  // A long article: its first runs before the first paint, the rest (and its colours) after.
  useLayoutEffect(() => {
    const root = ref.current;
    if (!inSteps || !root) return;
    return renderInSteps(source, root, (headings) =>
      // A long table of contents renders without holding the page.
      startTransition(() => reportHeadings(headings)),
    );
  }, [inSteps, source]);

  return (
    <MarkdownBody html={rendered ? rendered.html : null} className={className} rootRef={ref} />
  );
}
