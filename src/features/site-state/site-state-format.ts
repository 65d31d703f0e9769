/**
 * The site's state on the wire (site-state.json, beside the pages): what the last prerender run
 * published, written by the prerender (src/prerender/site-state-file.ts) and read by the console
 * (the dashboard's "Public site" card, the editor's save bar). One format, one reader: both sides
 * take it from here. It holds nothing secret: when the run wrote the pages, which API it read
 * (`apiStamp`: 'demo' for the built-in data), the front end's release, and a fingerprint of each
 * article that has a page.
 */
import { SITE_STATE_TITLE_CHARS } from '@/config/constants';

/** Its name in the built site; no-cache on the host, no-store when the console asks for it. */
export const SITE_STATE_FILE = 'site-state.json';
export const SITE_STATE_PATH = `/${SITE_STATE_FILE}`;
export const SITE_STATE_FORMAT = 1;

/**
 * An article as its page has it: `updatedAt` the version the page shows ('' for an older page
 * kept because this run could not render the article), whether it is enabled, and its title (so
 * the console can name an article deleted since).
 */
export type ArticleFingerprint = [id: string, updatedAt: string, enabled: boolean, title: string];

export interface SiteState {
  format: typeof SITE_STATE_FORMAT;
  /**
   * When the run read the API (ISO 8601): the pages show the API as it was then, so a rebuild
   * asked for later is not in them, even when that run ends after the request.
   */
  builtAt: string;
  /** The API the pages were rendered from, as the pages' stamp names it. */
  api: string;
  /** The front end's release (APP_VERSION) the pages were built with. */
  release: string;
  articles: ArticleFingerprint[];
}

export interface SiteStateInput {
  builtAt: Date;
  api: string;
  release: string;
  articles: readonly { id: string; updatedAt: string; enabled: boolean; title: string }[];
}

/** The file's text: one line, an article an array, titles cut to keep it small at 10,000. */
export function siteStateText({ builtAt, api, release, articles }: SiteStateInput): string {
  const state: SiteState = {
    format: SITE_STATE_FORMAT,
    builtAt: builtAt.toISOString(),
    api,
    release,
    articles: articles.map(({ id, updatedAt, enabled, title }) => [
      id,
      updatedAt,
      enabled,
      Array.from(title).slice(0, SITE_STATE_TITLE_CHARS).join(''),
    ]),
  };
  return JSON.stringify(state);
}

const isFingerprint = (value: unknown): value is ArticleFingerprint =>
  Array.isArray(value) &&
  value.length === 4 &&
  typeof value[0] === 'string' &&
  typeof value[1] === 'string' &&
  typeof value[2] === 'boolean' &&
  typeof value[3] === 'string';

/**
 * The build ships public/site-state.json as `{ format: 1, builtAt: null }`: a site whose pages
 * were never prerendered says so in a file of its own (answered 200 on every host and on the dev
 * server, instead of a 404 each console visit logs) until the first prerender replaces it.
 */
export function neverBuilt(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const { format, builtAt } = value as Record<string, unknown>;
  return format === SITE_STATE_FORMAT && builtAt === null;
}

/** The state, or null when `value` is not one this release can read (another format, a typo). */
export function parseSiteState(value: unknown): SiteState | null {
  if (!value || typeof value !== 'object') return null;
  const { format, builtAt, api, release, articles } = value as Record<string, unknown>;
  if (format !== SITE_STATE_FORMAT) return null;
  if (typeof builtAt !== 'string' || !Number.isFinite(Date.parse(builtAt))) return null;
  if (typeof api !== 'string' || typeof release !== 'string') return null;
  if (!Array.isArray(articles) || !articles.every(isFingerprint)) return null;
  return { format, builtAt, api, release, articles };
}
