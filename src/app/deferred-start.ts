/**
 * What a prerendered page hands its boot script (src/boot.ts): the app's own scripts, in order,
 * and the current route's chunks to fetch alongside them. It sits in an inert
 * <script type="application/json"> the prerender writes (its id: config/page-ids.ts), so the page
 * loads no app script before it has painted.
 */

export interface DeferredStart {
  /** pathname + search the page was rendered for (the host also serves it for other routes). */
  location: string;
  /** The app's entry scripts (runtime, then main), run in this order. */
  scripts: string[];
  /**
   * The route's lazy chunks, fetched early so taking over does not wait on them (only on that
   * route: served for another one, the page leaves them to the app).
   */
  preload: string[];
}
