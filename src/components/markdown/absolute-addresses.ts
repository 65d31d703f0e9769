/**
 * Every address in rendered HTML made absolute, for a reader with no page to resolve
 * `/uploads/a.png` or `#usage` against (a feed entry: src/prerender/feed-content.ts).
 */

/** Attributes holding an address, by the elements that carry them. */
const ADDRESSES: [tags: string[], attribute: string][] = [
  [['a'], 'href'],
  [['img', 'source', 'video', 'audio', 'track'], 'src'],
  [['video'], 'poster'],
];

/**
 * Resolves the addresses under `root` against `base`; one that does not resolve is dropped.
 * `elements`: every element under it, when the caller has found them (found-elements.ts).
 */
export function makeAddressesAbsolute(
  root: ParentNode,
  base: string,
  elements: readonly Element[] = Array.from(root.querySelectorAll('*')),
): void {
  for (const element of elements) {
    for (const [tags, attribute] of ADDRESSES) {
      if (!tags.includes(element.localName) || !element.hasAttribute(attribute)) continue;
      try {
        element.setAttribute(attribute, new URL(element.getAttribute(attribute)!, base).href);
      } catch {
        element.removeAttribute(attribute);
      }
    }
    // A srcset's candidates are relative to the page too; the src above is enough for a reader.
    if (element.hasAttribute('srcset')) element.removeAttribute('srcset');
  }
}
