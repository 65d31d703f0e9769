/**
 * The plain components' shouldForwardProp: their own look props stay off the element, and so do
 * the props MUI's default filter keeps off (`sx` above all). styled() applies `sx` as styles either
 * way, but a filter of one's own replaces that default (the links and buttons carried
 * sx="[object Object]" on every page until this was shared). MUI does not export its filter.
 */
const MUI_ONLY = ['sx', 'ownerState', 'theme', 'as', 'classes'];

export function forwardAllBut(...names: string[]): (prop: string) => boolean {
  const kept = new Set([...MUI_ONLY, ...names]);
  return (prop) => !kept.has(prop);
}
