/**
 * How a prerendered page carries data: JSON in an inert <script type="application/json">, which
 * the browser neither runs nor shows. Written at deploy time (src/prerender), read in the browser.
 */

/**
 * JSON for an inline script element: `<`, `>`, `&` and the two line separators are escaped as
 * \u sequences, so no text in the data (a title holding `</script>`) can end the element early.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The element for `value` with this id. */
export const jsonScript = (id: string, value: unknown): string =>
  `<script type="application/json" id="${id}">${serializeForScript(value)}</script>`;

/**
 * The JSON of the script element with this id, or null (none, or not JSON). The script element,
 * not whatever else has the id: an article's heading or HTML may take it ("Prerendered data").
 */
export function readJsonScript(doc: Document, id: string): unknown {
  const element = doc.querySelector(`script[id="${id}"]`);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    return null;
  }
}
