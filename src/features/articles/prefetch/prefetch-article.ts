/**
 * What a click on an article's link needs, fetched before the click (issue 27, "a click paints at
 * once"): the article page's chunk, the article from the API and its body from its prerendered
 * page. With all three in hand the click renders the whole article in the same commit: the lazy
 * page does not suspend (renewable-lazy.ts hands React a loaded component), the query answers from
 * the cache, and the body is adopted from its page. Without them, React shows the page's loading
 * bar and throttles its reveal by 300 ms, then asks for the article, then for its page: the title
 * painted about 350 ms after the click, the body later still.
 *
 * Asked when a link nears the viewport (the first few articles of a page: a budget), is hovered,
 * touched or focused (one at a time, as the reader shows interest), never on a connection that
 * asks to save data or is slow; and at the click itself, which starts the request before the
 * navigation renders. Nothing is asked before the app has taken a prerendered page over and
 * refreshed its data (that refresh drops cached answers nobody shows, prefetched ones included).
 * Only the reading side's article links use this: the console never prefetches.
 */
import { articlesApi } from '../articles-api';
import { paths } from '@/config/paths';
import { PREFETCH_VIEWPORT_BUDGET } from '@/config/constants';
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
const seenNearViewport = new Set<string>();

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
  seenNearViewport.clear();
}

/** False on a connection that asks to save data or is 2G-slow: only a click asks then. */
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
    /* webpackChunkName: "page-detail" */ '@/features/articles/detail/prerendered-page-body'
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

/** Asks ahead for what opening article `id` needs, when `reason` allows it now. */
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
  if (reason === 'viewport') {
    if (seenNearViewport.has(id) || seenNearViewport.size >= PREFETCH_VIEWPORT_BUDGET) return;
    seenNearViewport.add(id);
    // Only a guess at what the reader may open: when the main thread has nothing else to do.
    whenIdle(() => fetchAhead(dispatch, id));
    return;
  }
  fetchAhead(dispatch, id);
}
