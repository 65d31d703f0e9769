/**
 * Escaping for the text the prerender writes by hand (head tags, feeds): every value comes from the
 * API or config.js, so every value is escaped. Characters XML forbids are dropped, because one of
 * them makes a whole feed unreadable.
 */

// Control characters other than tab, LF and CR, lone surrogates and U+FFFE/U+FFFF.
const NOT_XML_CHAR =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or attribute value for HTML and XML alike. */
export function escapeMarkup(value: string): string {
  return value.replace(NOT_XML_CHAR, '').replace(/[&<>"']/g, (char) => ENTITIES[char]);
}
