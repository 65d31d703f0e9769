/**
 * The plain components' shouldForwardProp: their own look props stay off the element, and so does
 * MUI's `sx`. styled() applies `sx` as styles either way, but only MUI's default filter keeps it
 * off the DOM, and a filter of one's own replaces that default (the links and buttons carried
 * sx="[object Object]" on every page until this was shared).
 */
export function forwardAllBut(...names: string[]): (prop: string) => boolean {
  const kept = new Set(['sx', ...names]);
  return (prop) => !kept.has(prop);
}
