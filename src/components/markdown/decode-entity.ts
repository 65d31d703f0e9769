/**
 * The browser's stand-in for the `entities` package, which markdown-it asks for one thing only:
 * `decodeHTMLStrict('&name;')` for a named character reference in the Markdown. The package
 * carries the whole HTML entity table (15 KiB of the renderer's 55 KiB gzip); the browser has the
 * same table built in, so the browser build (webpack.config.ts) resolves `entities` here and reads
 * it through a <textarea>, whose content is parsed as text (no element can come of it). The
 * prerender and the tests keep the package; `decode-entity.test.ts` checks the two agree.
 *
 * Strict: the whole reference must be one entity. The HTML parser also decodes a legacy prefix
 * (`&notit;` reads as "¬it;"), which markdown-it must not do; a named entity decodes to at most two
 * code points, so anything longer was such a prefix or no entity at all, and stays as written.
 */
const NAMED_REFERENCE = /^&[a-z][a-z0-9]{1,31};$/i;
let decoder: HTMLTextAreaElement | undefined;

export function decodeHTMLStrict(text: string): string {
  if (!NAMED_REFERENCE.test(text)) return text;
  decoder ??= document.createElement('textarea');
  decoder.innerHTML = text;
  const decoded = decoder.value;
  return [...decoded].length <= 2 ? decoded : text;
}
