/**
 * Fragments of an article's address (#section): which id one names, and which element of the
 * article has it. Shared by the body's own links (markdown-body.tsx) and a link to a section from
 * elsewhere (features/articles/detail/use-linked-section.ts).
 */

/** The element id a fragment names ("#a%20b" -> "a b"; the raw text when an escape is malformed). */
export function fragmentId(hash: string): string | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The element of `root` with that id, not one elsewhere on the page (a heading titled "Main
 * content" has the id of the page's <main>, which comes first).
 */
export function elementWithId(root: HTMLElement, id: string): HTMLElement | null {
  const first = root.ownerDocument.getElementById(id);
  if (first && root.contains(first)) return first;
  return (
    Array.from(root.querySelectorAll<HTMLElement>('[id]')).find((node) => node.id === id) ?? null
  );
}
