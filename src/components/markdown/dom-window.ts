/**
 * The window the Markdown renderer builds its DOM in: the browser's own, or the one the prerender
 * provides in Node (jsdom, at the site's address), so the HTML is sanitized by the same code.
 */
type DomWindow = Window & typeof globalThis;

let provided: DomWindow | null = null;

export function provideDomWindow(value: DomWindow): void {
  provided = value;
}

export function domWindow(): DomWindow {
  return provided ?? window;
}

/** True in the prerender, where there are no effects to render anything after the first pass. */
export const inPrerender = (): boolean => provided !== null;
