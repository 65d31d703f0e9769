/**
 * DOMPurify with the renderer's allow-list and URL policy. A private instance, so hooks added
 * here never affect other users of DOMPurify.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { CONTENT_ATTRS, CONTENT_TAGS, FORBIDDEN_TAGS } from './allow-list';
import { SOURCE_LINE_ATTR } from './constants';
import { isSafeHref, isSafeSrc } from '@/lib/url-policy';
import { domWindow } from './dom-window';

let instance: DOMPurify | null = null;

function purifier(): DOMPurify {
  if (instance) return instance;
  // DOMPurify needs a window: the browser's, jsdom's under jest, or the prerender's.
  const created = createDOMPurify(domWindow());
  created.addHook('uponSanitizeAttribute', (_node, event) => {
    if (event.attrName === 'href') event.keepAttr = isSafeHref(event.attrValue);
    else if (event.attrName === 'src') event.keepAttr = isSafeSrc(event.attrValue);
    // Only a line number; whatever else an author writes there is dropped.
    else if (event.attrName === SOURCE_LINE_ATTR)
      event.keepAttr = /^\d{1,7}$/.test(event.attrValue);
  });
  instance = created;
  return created;
}

/**
 * Sanitizes HTML into a detached <body> whose content may only hold allow-listed markup.
 * `sourceLines` also keeps the parser's numeric source-line marks (the editor preview).
 */
export function sanitizeToBody(html: string, { sourceLines = false } = {}): HTMLElement {
  return purifier().sanitize(html, {
    ALLOWED_TAGS: [...CONTENT_TAGS],
    ALLOWED_ATTR: sourceLines ? [...CONTENT_ATTRS, SOURCE_LINE_ATTR] : [...CONTENT_ATTRS],
    FORBID_TAGS: [...FORBIDDEN_TAGS],
    FORBID_ATTR: [
      'style',
      'srcset',
      'name',
      'action',
      'formaction',
      'xlink:href',
      'ping',
      'background',
    ],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    // A second line behind the hook: only these schemes (or none) survive in any URL attribute.
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
    SANITIZE_DOM: true,
    KEEP_CONTENT: true,
    RETURN_DOM: true,
  }) as HTMLElement;
}
