/**
 * The elements of a sanitized run, found in one walk over it, for every step that enhances it
 * (enhance-html.ts, the code's colours, a feed's absolute addresses). Each step asking
 * querySelectorAll for its own kinds walked the run a dozen times, and in the prerender's jsdom,
 * whose selector engine visits every node through its wrappers, those walks were a third of a
 * long article's render.
 */
export interface FoundElements {
  /** The elements of `tag` (lower case), in document order. */
  byTag(tag: string): readonly Element[];
  /** The headings (h1-h6), in document order. */
  headings: readonly Element[];
  /** Every element, in document order. */
  all: readonly Element[];
}

const HEADING = /^h[1-6]$/;

/** `root`'s descendants as they are now; the steps' own additions are not in it. */
export function findElements(root: ParentNode): FoundElements {
  const all = Array.from(root.querySelectorAll('*'));
  const tags = new Map<string, Element[]>();
  const headings: Element[] = [];
  for (const element of all) {
    const tag = element.localName;
    const same = tags.get(tag);
    if (same) same.push(element);
    else tags.set(tag, [element]);
    if (HEADING.test(tag)) headings.push(element);
  }
  return { byTag: (tag) => tags.get(tag) ?? [], headings, all };
}
