/**
 * Every address in rendered HTML made absolute, for a reader with no page to resolve
 * `/uploads/a.png` or `#usage` against (a feed entry: src/prerender/feed-content.ts).
 */

/** Attributes holding an address, by the elements that carry them. */
const ADDRESSES: [selector: string, attribute: string][] = [
  ['a[href]', 'href'],
  ['img[src], source[src], video[src], audio[src], track[src]', 'src'],
  ['video[poster]', 'poster'],
];

/** Resolves the addresses under `root` against `base`; one that does not resolve is dropped. */
export function makeAddressesAbsolute(root: ParentNode, base: string): void {
  for (const [selector, attribute] of ADDRESSES) {
    for (const element of root.querySelectorAll(selector)) {
      try {
        element.setAttribute(attribute, new URL(element.getAttribute(attribute)!, base).href);
      } catch {
        element.removeAttribute(attribute);
      }
    }
  }
  // A srcset's candidates are relative to the page too; the src above is enough for a reader.
  for (const element of root.querySelectorAll('[srcset]')) element.removeAttribute('srcset');
}
