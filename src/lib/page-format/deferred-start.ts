/**
 * What a prerendered page hands its boot script (src/boot.ts): the app's own scripts, in order,
 * and the current route's chunks to fetch alongside them, in the page's DEFERRED_START_ID script,
 * so the page loads no app script before it has painted. Kept free of heavy imports: the boot
 * script, a few hundred bytes, reads it.
 */
import { DEFERRED_START_ID } from './page-ids';
import { jsonScript, readJsonScript } from './script-json';

export interface DeferredStart {
  /**
   * pathname + search the page was rendered for. The boot script does not read it (the head's
   * stamp check decides, src/head/head-script.js); the bench does.
   */
  location: string;
  /**
   * The boot script itself (src/boot.ts), which the head script (src/head/head-script.js) asks
   * for once the page has loaded, or at once on a marked page.
   */
  boot: string;
  /** The app's entry scripts (config.js on a page rendered from an API, runtime, main), run in this order. */
  scripts: string[];
  /**
   * The route's lazy chunks, fetched early so taking over does not wait on them (not on a page
   * marked stale or elsewhere: the app renders afresh, and fetches the chunks of its own route).
   */
  preload: string[];
}

/** The element the prerender writes into the page's head. */
export const deferredStartScript = (start: DeferredStart): string =>
  jsonScript(DEFERRED_START_ID, start);

/** The page's start-up list, or null when it has none (or a broken one). */
export function readDeferredStart(doc: Document): DeferredStart | null {
  const parsed = readJsonScript(doc, DEFERRED_START_ID) as DeferredStart | null;
  return parsed && Array.isArray(parsed.scripts) && Array.isArray(parsed.preload) ? parsed : null;
}
