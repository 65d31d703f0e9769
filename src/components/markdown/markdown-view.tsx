/**
 * Renders owner-written Markdown safely (chunk "markdown"): sanitized HTML, copy buttons on code
 * blocks, and syntax colours loaded only when the document has code in a language.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { renderMarkdown } from './render-markdown';
import type { MarkdownHeading } from './types';
import { COPY_FEEDBACK_MS, LONG_ARTICLE_CHARS } from './constants';
import { prerenderedMarkdown } from './prerendered-markdown';
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

/** The document's headings, for a table of contents rendered outside the view. */
export function markdownHeadings(source: string): MarkdownHeading[] {
  return renderPublished(source).headings;
}

const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext']);

function hasHighlightableCode(root: HTMLElement): boolean {
  return Array.from(root.querySelectorAll('pre > code')).some((code) => {
    const language = /(?:^|\s)language-([\w#+.-]+)/.exec(code.className)?.[1] ?? '';
    return !PLAIN.has(language.toLowerCase());
  });
}

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
  const rendered = useMemo(
    () => (sourceLines ? renderMarkdown(source, { sourceLines }) : renderPublished(source)),
    [source, sourceLines],
  );
  const [announcement, setAnnouncement] = useState('');
  // Not in the editor's preview (sourceLines): its scroll sync measures every block.
  const long = !sourceLines && source.length >= LONG_ARTICLE_CHARS;
  const onHeadingsRef = useRef(onHeadings);

  useEffect(() => {
    onHeadingsRef.current = onHeadings;
  });

  useEffect(() => {
    onHeadingsRef.current?.(rendered.headings);
  }, [rendered]);

  // Colours come after the text is on screen; the highlighter chunk loads at most once.
  useEffect(() => {
    const root = ref.current;
    if (!root || !hasHighlightableCode(root)) return;
    let cancelled = false;
    import(/* webpackChunkName: "code-highlight" */ './code-highlighter')
      .then(({ highlightCodeIn }) => {
        if (!cancelled && ref.current) highlightCodeIn(ref.current);
      })
      // Without colours the code is still readable: a failed chunk is not worth an error.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
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
        ref={ref}
        className={['markdown-body', long && 'markdown-body--long', className]
          .filter(Boolean)
          .join(' ')}
        // Safe: renderMarkdown sanitizes with an allow-list before anything reaches the DOM.
        dangerouslySetInnerHTML={{ __html: rendered.html }}
      />
      <span role="status" className="markdown-body__status">
        {announcement}
      </span>
    </>
  );
}
