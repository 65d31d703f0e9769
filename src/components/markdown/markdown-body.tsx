/**
 * The element an article's rendered HTML lives in, with what the reader does in it: copy buttons
 * on code blocks, footnote and heading links, and code colours loaded after the text is on screen.
 * Apart from the renderer (markdown-view.tsx, chunk "markdown": markdown-it and DOMPurify), so a
 * prerendered article is taken over with its adopted HTML alone, without loading the renderer.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { t } from '@/i18n/i18n';
import { COPY_FEEDBACK_MS } from './constants';
import { colourCodeIn } from './code-blocks';
import { BODY_CLASS, elementWithId, fragmentId, moveToSection } from './fragment';
// The body's typography and the code colours (for code the prerender coloured, too) come with the
// body, so a prerendered article has them in its page's stylesheet.
import './markdown.css';
import './markdown-code.css';
import './markdown-media.css';
import './highlight.css';

export interface MarkdownBodyProps {
  /** Sanitized HTML; null while renderInSteps fills the element itself. */
  html: string | null;
  className?: string;
  /** The element, for a caller that fills it in steps. */
  rootRef?: RefObject<HTMLDivElement | null>;
}

/** Footnote and heading links move within the article (moveToSection). */
function jumpToFragment(root: HTMLElement, href: string, event: MouseEvent): void {
  const id = fragmentId(href);
  const target = id === null ? null : elementWithId(root, id);
  if (!target) return;
  event.preventDefault();
  moveToSection(target);
}

export function MarkdownBody({ html, className, rootRef }: MarkdownBodyProps) {
  const ownRef = useRef<HTMLDivElement>(null);
  const ref = rootRef ?? ownRef;
  const [announcement, setAnnouncement] = useState('');
  const inSteps = html === null;

  // Colours come after the text is on screen; the highlighter chunk loads at most once, and not
  // at all for code the prerender coloured already.
  useEffect(() => {
    const root = ref.current;
    if (html === null || !root) return;
    return colourCodeIn(root);
  }, [html, ref]);

  // One delegated listener serves every copy button the HTML contains (on the element of the
  // current way of rendering: see the key below).
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
          button.textContent = t('markdown.copy');
          setAnnouncement('');
          timers.delete(timer);
        }, COPY_FEEDBACK_MS);
        timers.add(timer);
      };
      if (!navigator.clipboard?.writeText) {
        done(t('markdown.copyFailed'), t('markdown.copyUnavailable'));
        return;
      }
      navigator.clipboard.writeText(text).then(
        () => done(t('markdown.copied'), t('markdown.copiedText')),
        () => done(t('markdown.copyFailed'), t('markdown.copyFailedText')),
      );
    };
    root.addEventListener('click', onClick);
    return () => {
      root.removeEventListener('click', onClick);
      timers.forEach(clearTimeout);
    };
  }, [inSteps, ref]);

  return (
    <>
      <div
        // Rendered in steps, the body's content is added by renderInSteps, not by React: a new
        // element when the way changes, so neither writes over the other's.
        key={inSteps ? 'steps' : 'whole'}
        ref={ref}
        className={className ? `${BODY_CLASS} ${className}` : BODY_CLASS}
        // Safe: renderMarkdown (and renderInSteps) sanitize with an allow-list before anything
        // reaches the DOM; adopted HTML is the prerender's output of the same renderer.
        dangerouslySetInnerHTML={inSteps ? undefined : { __html: html }}
      />
      <span role="status" className="markdown-body__status">
        {announcement}
      </span>
    </>
  );
}
