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
 * Elements DOMPurify removes together with everything inside them (its FORBID_CONTENTS, less what
 * the allow-list keeps), and those whose inside the HTML parser reads as raw text. Left open, one
 * of them takes the rest of the article with it.
 */
const SWALLOWING_TAGS = [
  'annotation-xml',
  'audio',
  'colgroup',
  'desc',
  'foreignobject',
  'head',
  'iframe',
  'math',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'noembed',
  'noframes',
  'noscript',
  'script',
  'select',
  'selectedcontent',
  'style',
  'svg',
  'template',
  'textarea',
  'title',
  'video',
  'xmp',
];
/** Never closed: `<plaintext>` has no end, and `<frameset>` replaces the body DOMPurify returns. */
const ALWAYS_OPEN_TAGS = ['plaintext', 'frameset'];

const TAG = new RegExp(
  `<(/?)(${[...SWALLOWING_TAGS, ...ALWAYS_OPEN_TAGS].join('|')})(?=[\\s/>]|$)`,
  'gi',
);

/**
 * Writes as text (`&lt;style`) each start tag of SWALLOWING_TAGS that no end tag closes, every
 * ALWAYS_OPEN_TAGS start tag and a comment that never ends: the tag then shows in the article, and
 * what follows it shows (as text when the Markdown parser took it for the tag's raw HTML) instead
 * of vanishing without a word. A `<` made text can only give less markup, never more, and
 * DOMPurify still sanitizes the result.
 */
export function textForUnclosedTags(html: string): string {
  const tags = [...html.matchAll(TAG)];
  const unmatchedEnds = new Map<string, number>();
  const asText = new Set<number>();
  // From the end: an end tag closes the nearest start tag of its name before it.
  for (const tag of tags.reverse()) {
    const name = tag[2].toLowerCase();
    const ends = unmatchedEnds.get(name) ?? 0;
    if (tag[1]) unmatchedEnds.set(name, ends + 1);
    else if (ALWAYS_OPEN_TAGS.includes(name) || ends === 0) asText.add(tag.index);
    else unmatchedEnds.set(name, ends - 1);
  }
  // A comment left open hides the rest too (`-->` or `--!>` ends one).
  for (let start = html.indexOf('<!--'); start !== -1; start = html.indexOf('<!--', start + 4)) {
    const end = html.slice(start + 2).search(/^-->|^--->|-->|--!>/);
    if (end === -1) asText.add(start);
    else start += end;
  }
  if (asText.size === 0) return html;
  let out = '';
  let from = 0;
  for (const index of [...asText].sort((a, b) => a - b)) {
    out += `${html.slice(from, index)}&lt;`;
    from = index + 1;
  }
  return out + html.slice(from);
}

/**
 * Sanitizes HTML into a detached <body> whose content may only hold allow-listed markup.
 * `sourceLines` also keeps the parser's numeric source-line marks (the editor preview).
 */
export function sanitizeToBody(html: string, { sourceLines = false } = {}): HTMLElement {
  const body = purifier().sanitize(textForUnclosedTags(html), {
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
  }) as HTMLElement | null;
  // DOMPurify answers null when its document has no body; an empty one, never a crash.
  return body ?? domWindow().document.implementation.createHTMLDocument('').body;
}
