/**
 * The data a prerendered page carries for the browser: the API cache it was rendered from, and the
 * location it was rendered for. It sits in an inert <script type="application/json">, so the app
 * takes the page over without asking the API again, and only when the reader is on that location
 * and config.js names the API it was rendered from (the head's check, public/color-scheme.js).
 */
import { apiSlice } from '@/api/api-slice';
import { API_STAMP_NAME, PRERENDERED_DATA_ID, PRERENDERED_MARK } from '@/config/page-ids';
import type { RootState } from './store';

type ApiState = RootState[typeof apiSlice.reducerPath];

export interface PrerenderedData {
  /** pathname + search the page was rendered for. */
  location: string;
  queries: ApiState['queries'];
  /** Which entries provide which tags, so the refresh after taking over (by tag) reaches them. */
  provided: ApiState['provided'];
}

/** Only settled answers travel: a pending or failed entry would make the browser wait or show an error. */
export function toPrerenderedData(location: string, state: RootState): PrerenderedData {
  const queries: ApiState['queries'] = {};
  for (const [key, entry] of Object.entries(state[apiSlice.reducerPath].queries)) {
    if (entry?.status === 'fulfilled') queries[key] = entry;
  }
  return { location, queries, provided: state[apiSlice.reducerPath].provided };
}

/** The preloaded state for a fresh store: the API slice's own initial state plus the carried cache. */
export function preloadedStateFrom(data: PrerenderedData): Partial<RootState> {
  const initial = apiSlice.reducer(undefined, { type: 'prerendered/init' });
  return {
    [apiSlice.reducerPath]: { ...initial, queries: data.queries, provided: data.provided },
  };
}

/**
 * JSON for an inline script element: `<`, `>`, `&` and the two line separators are escaped as
 * \u sequences, so no text in the data (a title holding `</script>`) can end the element early.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The carried data, whichever location it was rendered for; null when the page has none. */
function carriedData(doc: Document): PrerenderedData | null {
  // The script element, not whatever else has the id: an article's heading or HTML may take it
  // ("Prerendered data"), and the data comes after the content.
  const element = doc.querySelector(`script[id="${PRERENDERED_DATA_ID}"]`);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as PrerenderedData;
    return data && typeof data.location === 'string' && data.queries && data.provided ? data : null;
  } catch {
    return null;
  }
}

/**
 * Reads the carried data when this page has it for the current location; null otherwise, and
 * null on a page the head marked (public/color-scheme.js): rendered from another API than
 * config.js names ("stale": its data is another blog's) or for another location.
 */
export function readPrerenderedData(doc: Document, location: string): PrerenderedData | null {
  if (doc.documentElement.dataset[PRERENDERED_MARK]) return null;
  const data = carriedData(doc);
  return data?.location === location ? data : null;
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

/** The location the page was prerendered for; null for a page that was not (the shell). */
export function prerenderedLocation(doc: Document): string | null {
  return carriedData(doc)?.location ?? null;
}
