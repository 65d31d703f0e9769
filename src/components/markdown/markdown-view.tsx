/**
 * Renders owner-written Markdown safely (chunk "markdown"): sanitized HTML, copy buttons on code
 * blocks, and syntax colours loaded only when the document has code in a language.
 */
import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { renderMarkdown } from './render-markdown';
import type { MarkdownHeading } from './types';
import { COPY_FEEDBACK_MS, LONG_ARTICLE_CHARS } from './constants';
import { prerenderedMarkdown } from './prerendered-markdown';
import { colourCodeIn } from './code-blocks';
import { inPrerender } from './dom-window';
import {
  headingsRenderedInSteps,
  onStepsFinished,
  renderInSteps,
  rendersInSteps,
} from './markdown-steps';
import './markdown.css';

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

/**
 * Footnote and heading links move within the article without a router navigation (which would
 * treat the hash change as a new page and move focus to the title).
 */
function jumpToFragment(root: HTMLElement, href: string, event: MouseEvent): void {
  let id = href.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the raw text up instead.
  }
  const target = Array.from(root.querySelectorAll<HTMLElement>('[id]')).find(
    (node) => node.id === id,
  );
  if (!target) return;
  event.preventDefault();
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`);
}

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
  const [announcement, setAnnouncement] = useState('');
  // Not in the editor's preview (sourceLines): its scroll sync measures every block.
  const long = !sourceLines && source.length >= LONG_ARTICLE_CHARS;
  const onHeadingsRef = useRef(onHeadings);

  useEffect(() => {
    onHeadingsRef.current = onHeadings;
  });

  useEffect(() => {
    if (rendered) onHeadingsRef.current?.(rendered.headings);
  }, [rendered]);

  // A long article: its first runs before the first paint, the rest (and its colours) after.
  useLayoutEffect(() => {
    const root = ref.current;
    if (!inSteps || !root) return;
    return renderInSteps(source, root, (headings) =>
      // A long table of contents renders without holding the page.
      startTransition(() => onHeadingsRef.current?.(headings)),
    );
  }, [inSteps, source]);

  // Colours come after the text is on screen; the highlighter chunk loads at most once.
  useEffect(() => {
    const root = ref.current;
    if (!rendered || !root) return;
    return colourCodeIn(root);
  }, [rendered]);

  // One delegated listener serves every copy button the HTML contains.
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href^="#"]');
      if (anchor && root.contains(anchor)) {
        jumpToFragment(root, anchor.getAttribute('href') ?? '', event);
        return;
      }
      const button = (event.target as Element | null)?.closest?.('button.code-block__copy');
      if (!(button instanceof HTMLButtonElement) || !root.contains(button)) return;
      const code = button.closest('.code-block')?.querySelector('pre code');
      const text = code?.textContent ?? '';
      const done = (label: string, message: string) => {
        button.textContent = label;
        setAnnouncement(message);
        const timer = setTimeout(() => {
          button.textContent = 'Copy';
          setAnnouncement('');
          timers.delete(timer);
        }, COPY_FEEDBACK_MS);
        timers.add(timer);
      };
      if (!navigator.clipboard?.writeText) {
        done('Failed', 'Copying is not available in this browser.');
        return;
      }
      navigator.clipboard.writeText(text).then(
        () => done('Copied', 'Code copied to the clipboard.'),
        () => done('Failed', 'Could not copy the code.'),
      );
    };
    root.addEventListener('click', onClick);
    return () => {
      root.removeEventListener('click', onClick);
      timers.forEach(clearTimeout);
    };
  }, []);

  return (
    <>
      <div
        // Rendered in steps, the body's content is added by renderInSteps, not by React: a new
        // element when the way changes, so neither writes over the other's.
        key={inSteps ? 'steps' : 'whole'}
        ref={ref}
        className={['markdown-body', long && 'markdown-body--long', className]
          .filter(Boolean)
          .join(' ')}
        // Safe: renderMarkdown (and renderInSteps) sanitize with an allow-list before anything
        // reaches the DOM.
        dangerouslySetInnerHTML={rendered ? { __html: rendered.html } : undefined}
      />
      <span role="status" className="markdown-body__status">
        {announcement}
      </span>
    </>
  );
}
