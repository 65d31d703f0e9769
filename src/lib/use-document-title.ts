/**
 * Keeps `document.title`, the meta description and the canonical link in step with the page. A
 * prerendered page arrives with its own; a route that was not prerendered arrives with the home
 * page's (the host's fallback), whose canonical address would tell search engines that this page
 * is the home page: it follows the location (/index is the home page's duplicate), and goes on a
 * page that is not to be indexed (not found, the console) or when config.js has no `site.url`.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getConfig } from '@/config/runtime-config';

function syncCanonical(siteUrl: string, pathAndQuery: string | null): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!siteUrl || pathAndQuery === null) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = `${siteUrl}${pathAndQuery}`;
}

export function useDocumentTitle(
  title: string | null | undefined,
  description?: string | null,
  /** False for a page search engines should not keep (an article or route that does not exist). */
  indexable = true,
): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const site = getConfig().site;
    document.title = title ? `${title} · ${site.title}` : site.title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description || site.description;
    const inConsole = pathname.startsWith(`${paths.login.path}/`) || pathname === paths.login.path;
    const canonical = pathname === paths.index.path ? paths.home.href() : `${pathname}${search}`;
    syncCanonical(site.url, indexable && !inConsole ? canonical : null);
  }, [title, description, pathname, search, indexable]);
}
