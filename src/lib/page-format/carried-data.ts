/**
 * The data a prerendered page carries for the browser: the API cache it was rendered from, and the
 * location it was rendered for, in its PRERENDERED_DATA_ID script. The app takes the page over
 * with it (RTK Query's rehydration: hydratePage in src/api/api-slice.ts) without asking the API
 * again, and only when the reader is on that location and config.js names the API it was rendered
 * from (the head script's check, src/head/head-script.js, and the app's, page-stamp.ts, which mark
 * the page otherwise).
 */
import type { ApiCacheSnapshot, ApiState } from '@/api/api-slice';
import { API_STAMP_NAME, PRERENDERED_DATA_ID, PRERENDERED_MARK } from './page-ids';
import { jsonScript, readJsonScript } from './script-json';

export interface PrerenderedData extends ApiCacheSnapshot {
  /** pathname + search the page was rendered for. */
  location: string;
}

/** Only settled answers travel: a pending or failed entry would make the browser wait or show an error. */
export function toPrerenderedData(location: string, api: ApiState): PrerenderedData {
  const queries: ApiState['queries'] = {};
  for (const [key, entry] of Object.entries(api.queries)) {
    if (entry?.status === 'fulfilled') queries[key] = entry;
  }
  return { location, queries, provided: api.provided };
}

/** The element the prerender writes after the page's content. */
export const carriedDataScript = (data: PrerenderedData): string =>
  jsonScript(PRERENDERED_DATA_ID, data);

/** The carried data, whichever location it was rendered for; null when the page has none. */
function carriedData(doc: Document): PrerenderedData | null {
  const data = readJsonScript(doc, PRERENDERED_DATA_ID) as PrerenderedData | null;
  return data && typeof data.location === 'string' && data.queries && data.provided ? data : null;
}

/**
 * Reads the carried data when this page has it for the current location; null otherwise, and
 * null on a page marked (head-script.js, page-stamp.ts): rendered from another API than
 * config.js names ("stale": its data is another blog's) or for another location.
 */
export function readPrerenderedData(doc: Document, location: string): PrerenderedData | null {
  if (doc.documentElement.dataset[PRERENDERED_MARK]) return null;
  const data = carriedData(doc);
  return data?.location === location ? data : null;
}

/** The location the page was prerendered for; null for a page that was not (the shell). */
export function prerenderedLocation(doc: Document): string | null {
  return carriedData(doc)?.location ?? null;
}

/**
 * Once the app has rendered the route afresh (a marked page, a route shell): shows the root again
 * (the page stylesheet hid it, or its main, before anything was painted), and drops the stamp, so
 * the head the page came with counts as another page's (src/lib/use-document-title.ts).
 */
export function clearPrerenderedMark(doc: Document): void {
  delete doc.documentElement.dataset[PRERENDERED_MARK];
  doc.querySelector(`meta[name="${API_STAMP_NAME}"]`)?.remove();
}
