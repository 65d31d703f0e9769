/**
 * Runs on the sanitized DOM and adds only trusted markup of the renderer's own: heading ids and
 * anchors, code-block chrome, lazy images with reserved space, safe external links, scrollable
 * tables, CJK emphasis dotted (cjk-emphasis.ts). Nothing here copies content into attributes it did not already have.
 */
import type { MarkdownHeading } from './types';
import { createSlugger, type Slugger } from './slug';
import { isExternalHref } from '@/lib/url-policy';
import { t } from '@/i18n/i18n';
import { markCjkEmphasis } from './cjk-emphasis';
import { findElements, type FoundElements } from './found-elements';

const HEADINGS = 'h1, h2, h3, h4, h5, h6';

function el(doc: Document, tag: string, className: string, text?: string): HTMLElement {
  const node = doc.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function wrap(target: Element, wrapper: HTMLElement): HTMLElement {
  target.replaceWith(wrapper);
  wrapper.append(target);
  return wrapper;
}

/**
 * The page owns the one <h1>: when the content uses h1, every heading moves down one level
 * (a document-wide choice: see EnhanceContext).
 */
export function demoteHeadings(
  root: HTMLElement,
  headings: readonly Element[] = Array.from(root.querySelectorAll(HEADINGS)),
): Element[] {
  const doc = root.ownerDocument;
  return headings.map((heading) => {
    const level = Math.min(6, Number(heading.tagName[1]) + 1);
    const replacement = doc.createElement(`h${level}`);
    for (const attr of Array.from(heading.attributes))
      replacement.setAttribute(attr.name, attr.value);
    replacement.append(...Array.from(heading.childNodes));
    heading.replaceWith(replacement);
    return replacement;
  });
}

const headingText = (heading: Element) => (heading.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The headings of an already enhanced body (a prerendered page's), as enhanceHtml reported them. */
export function headingsIn(root: ParentNode): MarkdownHeading[] {
  return Array.from(root.querySelectorAll<HTMLElement>(HEADINGS), (heading) => {
    const copy = heading.cloneNode(true) as HTMLElement;
    copy.querySelector(':scope > .heading-anchor')?.remove();
    return { id: heading.id, text: headingText(copy), level: Number(heading.tagName[1]) };
  });
}

function enhanceHeadings(
  root: HTMLElement,
  found: FoundElements,
  headings: readonly Element[],
  slugger: Slugger,
  anchors: boolean,
): MarkdownHeading[] {
  const doc = root.ownerDocument;
  // The run's ids as found, less a removed input's (a demoted heading's replacement keeps its id).
  const removedInput = (node: Element) => node.localName === 'input' && node.parentNode === null;
  slugger.reserve(
    found.all.filter((node) => node.id && !removedInput(node)).map((node) => node.id),
  );
  return headings.map((heading) => {
    const text = headingText(heading);
    if (!heading.id) heading.id = slugger.slug(text);
    if (!anchors) return { id: heading.id, text, level: Number(heading.tagName[1]) };
    // Mouse users get a permalink; keyboard and screen-reader users have the table of contents,
    // so the anchor stays out of the tab order and out of the heading's accessible name.
    const anchor = el(doc, 'a', 'heading-anchor', '#');
    anchor.setAttribute('href', `#${heading.id}`);
    anchor.setAttribute('aria-hidden', 'true');
    anchor.setAttribute('tabindex', '-1');
    heading.append(anchor);
    return { id: heading.id, text, level: Number(heading.tagName[1]) };
  });
}

function enhanceCode(root: HTMLElement, found: FoundElements): void {
  const doc = root.ownerDocument;
  for (const pre of found.byTag('pre')) {
    const code = pre.querySelector('code');
    const language = /(?:^|\s)language-([\w#+.-]+)/.exec(code?.className ?? '')?.[1] ?? '';
    const block = wrap(pre, el(doc, 'div', 'code-block'));
    const bar = el(doc, 'div', 'code-block__bar');
    bar.append(el(doc, 'span', 'code-block__lang', language || 'text'));
    const copy = el(doc, 'button', 'code-block__copy', t('markdown.copy'));
    copy.setAttribute('type', 'button');
    copy.setAttribute('aria-label', t('markdown.copyCode'));
    bar.append(copy);
    block.prepend(bar);
    // A scrollable region must be reachable by keyboard.
    pre.setAttribute('tabindex', '0');
  }
}

function enhanceImages(found: FoundElements): void {
  // An image keeps its own shape. With width and height attributes the browser reserves its box
  // from them (markdown-media.css keeps the ratio as the column narrows it); without them nothing of a
  // guessed ratio is reserved: a 16:9 grey frame boxed a pasted 400×200 image and gave the demo's
  // 800×500 photos grey bars.
  for (const img of found.byTag('img')) {
    img.setAttribute('loading', 'lazy');
    img.setAttribute('decoding', 'async');
  }
}

function enhanceLinks(found: FoundElements, origin: string): void {
  for (const link of found.byTag('a')) {
    // The footnote's way back is a bare arrow: give it words for screen readers.
    if (link.classList.contains('footnote-backref')) {
      link.setAttribute('aria-label', t('markdown.backToText'));
    }
    const href = link.getAttribute('href');
    if (href !== null && isExternalHref(href, origin)) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }
}

function enhanceForms(found: FoundElements): void {
  // Only task-list checkboxes are content; they are read-only.
  for (const input of found.byTag('input')) {
    if (input.getAttribute('type') !== 'checkbox') input.remove();
    else input.setAttribute('disabled', '');
  }
}

function enhanceTables(root: HTMLElement, found: FoundElements): void {
  const doc = root.ownerDocument;
  for (const table of found.byTag('table')) {
    wrap(table, el(doc, 'div', 'md-table')).setAttribute('tabindex', '0');
  }
}

/**
 * What the document's parts share when it is enhanced part by part (a long article rendered in
 * steps): one set of heading ids, and whether its headings move down a level, which depends on
 * the whole document (markdown-steps.ts switches it on at the first part with an h1).
 */
export interface EnhanceContext {
  slugger: Slugger;
  demoted: boolean;
}

/** A whole document is its own context: its ids, and demoted when it has an h1 anywhere. */
export function documentContext(root: HTMLElement): EnhanceContext {
  return { slugger: createSlugger(), demoted: Boolean(root.querySelector('h1')) };
}

/**
 * `pageChrome` false leaves out what only a page has a use for (RenderOptions.pageChrome);
 * `found`: the run's elements when the caller has found them already (findElements).
 */
export function enhanceHtml(
  root: HTMLElement,
  origin: string,
  context: EnhanceContext = documentContext(root),
  {
    pageChrome = true,
    found = findElements(root),
  }: { pageChrome?: boolean; found?: FoundElements } = {},
): MarkdownHeading[] {
  enhanceForms(found);
  const headings = context.demoted ? demoteHeadings(root, found.headings) : found.headings;
  markCjkEmphasis(root, found.byTag('em'));
  const outline = enhanceHeadings(root, found, headings, context.slugger, pageChrome);
  if (pageChrome) enhanceCode(root, found);
  enhanceImages(found);
  enhanceLinks(found, origin);
  if (pageChrome) enhanceTables(root, found);
  return outline;
}
