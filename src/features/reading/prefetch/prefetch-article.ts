/**
 * What a click on an article's link needs, fetched before or at the click (issue 27, "a click
 * paints at once"): the article page's chunk, the article from the API and its body from its
 * prerendered page. With the chunk in hand the click renders the article page in the same commit
 * (renewable-lazy.ts hands React a loaded component) and the article's request is already under
 * way. Without it, React showed the page's loading bar and throttled its reveal by 300 ms, then
 * asked for the article, then for its page: the title painted about 350 ms after the click.
 *
 * Ahead of the click only the chunk is fetched: when a link nears the viewport, is hovered,
 * touched or focused, never on a connection that asks to save data or is slow. The article itself
 * is asked for at the click, never on a guess: the API counts a view each time an article is asked
 * for (the demo backend does too), and a reader who only scrolled past a link has not read it.
 * Nothing is fetched before the app has taken a prerendered page over. Only the reading side's
 * article links use this: the console never prefetches.
 */
import { articlesApi } from '../articles-api';
import { paths } from '@/config/paths';
import type { AppDispatch } from '@/app/store';

/** Why an article is asked for ahead: its link near the viewport, the reader's interest, a click. */
export type PrefetchReason = 'viewport' | 'intent' | 'click';

/** The Network Information API where the browser has it (Chromium). */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

let preloadPage: (() => Promise<void>) | null = null;
let ready = false;
let waiting: (() => void)[] = [];

/** The router hands over the article page's preload (its lazy chunk and parts). */
export function setArticlePagePreload(preload: () => Promise<void>): void {
  preloadPage = preload;
}

/** Called once the page is the app's (taken over and refreshed, or rendered afresh). */
export function startPrefetching(): void {
  ready = true;
  const queued = waiting;
  waiting = [];
  queued.forEach((run) => run());
}

/** For tests: back to the state of a page that has just loaded. */
export function resetPrefetching(): void {
  ready = false;
  waiting = [];
}

/** False on a connection that asks to save data or is 2G-slow: only a click fetches then. */
export function connectionAllowsPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run) : setTimeout(run, 0);

/** The article's body from its prerendered page, kept where the article page adopts it. */
function prefetchBody(id: string, content: string): void {
  void import(
    /* webpackChunkName: "page-detail" */ '@/features/reading/detail/prerendered-page-body'
  ).then(
    ({ prerenderedPageBody }) => prerenderedPageBody(paths.detail.href(id), content),
    () => undefined, // the page's own load reports a chunk that does not come
  );
}

function fetchAhead(dispatch: AppDispatch, id: string): void {
  void preloadPage?.();
  // Not subscribed: the answer stays cached for a while (keepUnusedDataFor), then goes. A second
  // ask while the first is in flight, or once it has answered, sends nothing.
  const request = dispatch(articlesApi.endpoints.getArticle.initiate(id, { subscribe: false }));
  void request.then((result) => {
    if (result.data) prefetchBody(id, result.data.content);
  });
}

/** Fetches what opening article `id` needs, as far as `reason` allows it now. */
export function prefetchArticle(dispatch: AppDispatch, id: string, reason: PrefetchReason): void {
  if (reason === 'click') {
    // The navigation needs these anyway: ask at once, before the page's chunk has rendered.
    fetchAhead(dispatch, id);
    return;
  }
  if (!ready) {
    waiting.push(() => prefetchArticle(dispatch, id, reason));
    return;
  }
  if (!connectionAllowsPrefetch()) return;
  // A link near the viewport is only a guess at what the reader may open: when the main thread
  // has nothing else to do. The page's chunk is one file, fetched once however many links ask.
  if (reason === 'viewport') whenIdle(() => void preloadPage?.());
  else void preloadPage?.();
}
