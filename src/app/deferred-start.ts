/**
 * What a prerendered page hands its boot script (src/boot.ts): the app's own scripts, in order,
 * and the current route's chunks to fetch alongside them. It sits in an inert
 * <script type="application/json"> the prerender writes (its id: config/page-ids.ts), so the page
 * loads no app script before it has painted.
 */

export interface DeferredStart {
  /**
   * pathname + search the page was rendered for. The boot script does not read it (the head's
   * stamp check decides, public/color-scheme.js); the bench does.
   */
  location: string;
  /** The app's entry scripts (runtime, then main), run in this order. */
  scripts: string[];
  /**
   * The route's lazy chunks, fetched early so taking over does not wait on them (not on a page
   * marked stale or elsewhere: the app renders afresh, and fetches the chunks of its own route).
   */
  preload: string[];
}
