/**
 * A prerendered page's stamp (API_STAMP_NAME): the API it was rendered from. The prerender writes
 * it; the page's head script (src/head/head-script.js) compares it with config.js before the first
 * paint where config.js comes first (the demo's pages); on a page rendered from an API, config.js
 * is loaded with the app, off the first paint (issue 27), and the app compares it here as it
 * starts. One rule on both sides: 'demo' for the built-in backend, else apiBase as parseConfig
 * leaves it (trimmed, no trailing slash).
 */
import type { BlogConfig } from '@/config/runtime-config';
import { API_STAMP_NAME, PRERENDERED_MARK } from './page-ids';

/** The stamp of a page rendered from the built-in backend (the demo's). */
export const DEMO_STAMP = 'demo';

/** The API a page is rendered from, as its stamp names it. */
export function apiStamp(config: Pick<BlogConfig, 'mock' | 'apiBase'>): string {
  return config.mock ? DEMO_STAMP : config.apiBase;
}

/**
 * Marks the page "stale" when it was rendered from another API than `config` names: the app then
 * renders the route from the live API (never from the data the page carries), and the entry's
 * stylesheet hides the page until it has. True when it did.
 */
export function markStalePage(
  doc: Document,
  config: Pick<BlogConfig, 'mock' | 'apiBase'>,
): boolean {
  const stamp = doc.querySelector<HTMLMetaElement>(`meta[name="${API_STAMP_NAME}"]`);
  if (!stamp || stamp.content === apiStamp(config)) return false;
  doc.documentElement.dataset[PRERENDERED_MARK] = 'stale';
  return true;
}
