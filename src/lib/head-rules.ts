/**
 * What a page's head says about it, one rule for both sides: the prerender writes it into the
 * page's HTML (src/prerender/head-tags.ts), and the app applies it when it renders a route the
 * page it arrived in was not rendered for (a host's 404 page for a new article, a stale page,
 * client navigation: src/lib/use-document-title.ts), so nothing of another page's head is left.
 */
import { paths } from '@/config/paths';
import type { SiteConfig } from '@/config/runtime-config';

export interface HeadRules {
  title: string;
  description: string;
  /** The canonical address, also og:url; null: none (and no og:url). */
  url: string | null;
  /** Asks search engines not to keep the page. */
  noindex: boolean;
  /** og:title and twitter:title: the page's own title, or the site's. */
  shareTitle: string;
}

/**
 * `indexable`: false for a page search engines should not keep (not found, the console). A demo
 * (the built-in backend, `mock: true`) is never indexable and names no address: its pages would
 * otherwise compete with the real blog's, or point at an address that is not one.
 */
export function headRules(
  page: {
    title?: string | null;
    description?: string | null;
    url: string | null;
    indexable: boolean;
  },
  site: Pick<SiteConfig, 'title' | 'description'>,
  demo: boolean,
): HeadRules {
  const indexable = page.indexable && !demo;
  return {
    title: page.title ? `${page.title} · ${site.title}` : site.title,
    description: page.description || site.description,
    url: indexable ? page.url : null,
    noindex: !indexable,
    shareTitle: page.title || site.title,
  };
}

/** The canonical path of a location: /index is the home page's duplicate. */
export const canonicalPath = (pathname: string, search = ''): string =>
  pathname === paths.index.path ? paths.home.href() : pathname + search;
