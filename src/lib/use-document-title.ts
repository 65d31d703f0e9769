/**
 * Keeps the head in step with the page shown: title, meta description, canonical link, robots,
 * og:title and og:url, the feed links, by the prerender's own rules (head-rules.ts). A page often arrives with
 * another page's head: a host's 404 page served for an article published since the prerender
 * (its "Page not found" title and noindex), a page rendered from another API, or the one the
 * reader navigated away from. So what the rules do not give is removed (a noindex, a canonical),
 * and the tags the app does not keep (Open Graph and Twitter details, JSON-LD) are dropped once
 * the location is not the one the page's stamp says it was rendered for.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { API_STAMP_NAME } from '@/lib/page-format/page-ids';
import { feedLinks, feedScopeOf } from '@/config/feeds';
import { parseListQuery } from '@/config/list-query';
import { paths } from '@/config/paths';
import { getConfig } from '@/config/runtime-config';
import { canonicalPath, headRules } from './head-rules';

/**
 * Sets the `value` attribute of `<tag key="name">` in <head>, adding the element when missing;
 * removes it for null.
 */
function setHead(tag: string, key: string, name: string, value: string | null): void {
  let element = document.head.querySelector(`${tag}[${key}="${name}"]`);
  if (value === null) return element?.remove();
  if (!element) {
    element = document.createElement(tag);
    element.setAttribute(key, name);
    document.head.append(element);
  }
  element.setAttribute(tag === 'link' ? 'href' : 'content', value);
}

/** Another page's tags the rules do not give: Open Graph and article properties, Twitter, JSON-LD. */
const FOREIGN = 'meta[property],meta[name^=twitter],script[type*=ld]';

export function useDocumentTitle(
  title: string | null | undefined,
  description?: string | null,
  /** False for a page search engines should not keep (an article or route that does not exist). */
  indexable = true,
): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const { site, mock } = getConfig();
    const inConsole = pathname === paths.login.path || pathname.startsWith(`${paths.login.path}/`);
    const head = headRules(
      {
        title,
        description,
        url: site.url ? site.url + canonicalPath(pathname, search) : null,
        indexable: indexable && !inConsole,
      },
      site,
      mock,
    );
    const stamp = document.head.querySelector<HTMLMetaElement>(`meta[name="${API_STAMP_NAME}"]`);
    if (stamp?.dataset.location !== pathname + search) {
      for (const element of document.head.querySelectorAll(FOREIGN)) element.remove();
    }
    document.title = head.title;
    setHead('meta', 'name', 'description', head.description);
    setHead('link', 'rel', 'canonical', head.url);
    setHead('meta', 'name', 'robots', head.noindex ? 'noindex' : null);
    setHead('meta', 'property', 'og:title', head.shareTitle);
    setHead('meta', 'property', 'og:url', head.url);
    // The feeds of what is shown: a category's or tag's on its list, the blog's elsewhere.
    for (const link of document.head.querySelectorAll('link[data-feed]')) link.remove();
    const scope = pathname === paths.list.path ? feedScopeOf(parseListQuery(search)) : null;
    for (const { type, href } of mock || !site.url ? [] : feedLinks(site.url, scope)) {
      const link = Object.assign(document.createElement('link'), { rel: 'alternate', type, href });
      link.title = head.title;
      link.dataset.feed = '';
      document.head.append(link);
    }
  }, [title, description, pathname, search, indexable]);
}
