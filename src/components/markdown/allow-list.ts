/**
 * What rendered Markdown may contain. DOMPurify keeps only these; the tests hold every output to
 * the same lists, so widening one is a deliberate, reviewed change.
 */

/** Tags the owner's content may use (Markdown output plus harmless inline/structural HTML). */
export const CONTENT_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'dd',
  'del',
  'details',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'input',
  'ins',
  'kbd',
  'label',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'samp',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
  'var',
] as const;

/** Tags only the renderer itself adds after sanitizing (the copy button of code blocks). */
export const RENDERER_TAGS = ['button'] as const;

/** Every tag that may appear in the renderer's output. */
export const ALLOWED_TAGS: readonly string[] = [...CONTENT_TAGS, ...RENDERER_TAGS];

/**
 * Attributes the content may carry. No `style` (CSS can exfiltrate and spoof), no `on*`, no
 * `srcset` (a second URL channel), no `name` (DOM clobbering), no `data-*`, no free `aria-*`.
 */
export const CONTENT_ATTRS = [
  'alt',
  'checked',
  'class',
  'colspan',
  'decoding',
  'dir',
  'disabled',
  'height',
  'href',
  'id',
  'lang',
  'loading',
  'open',
  'reversed',
  'rowspan',
  'scope',
  'src',
  'start',
  'title',
  'type',
  'width',
] as const;

/** Attributes only the renderer adds after sanitizing (link targets, anchors, buttons). */
export const RENDERER_ATTRS = ['aria-hidden', 'aria-label', 'rel', 'tabindex', 'target'] as const;

/** Every attribute that may appear in the renderer's output. */
export const ALLOWED_ATTRS: readonly string[] = [...CONTENT_ATTRS, ...RENDERER_ATTRS];

/** Elements removed together with their content (never unwrapped into text). */
export const FORBIDDEN_TAGS = [
  'base',
  'embed',
  'form',
  'frame',
  'frameset',
  'iframe',
  'link',
  'math',
  'meta',
  'noscript',
  'object',
  'script',
  'style',
  'svg',
  'template',
  'textarea',
  'select',
  'option',
  'portal',
] as const;
