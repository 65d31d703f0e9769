/**
 * Route shells: the app shell, written where a static host looks for the real routes that are not
 * prerendered (`/list` and its queries, the owner's console), so each answers 200 with a page of
 * its own instead of the home page's HTML or the 404 page. The app renders the route at once. The
 * head is neutral, as the page's content is the app's to fill: the site's title, noindex, no
 * canonical address and no description (the shell's generic one would be a claim about the page).
 * The routes come from the app's route table, less those the prerender writes pages for and those
 * with a parameter (a host serves the shell for those through its own rules).
 */
import type { RouteObject } from 'react-router-dom';
import { searchFilesTag } from '@/features/search/search-index-format';
import { routes as appRoutes } from '@/app/router';
import type { SiteConfig } from '@/config/runtime-config';
import { t } from '@/i18n/i18n';
import { escapeMarkup } from './escape';
import { homeRoutes, timelineRoute } from './routes';
import { languageHints, withLanguage } from './site-language';
import { writeFile } from './staging';
import '@/i18n/prerender-catalog';

/** Every path of the route table without a parameter or wildcard, less `except`. */
export function routeShellPaths(
  routes: readonly RouteObject[],
  except: readonly string[],
): string[] {
  const found: string[] = [];
  const visit = (list: readonly RouteObject[]) => {
    for (const route of list) {
      if (route.path && !/[:*]/.test(route.path) && !except.includes(route.path)) {
        found.push(route.path);
      }
      if (route.children) visit(route.children);
    }
  };
  visit(routes);
  return [...new Set(found)];
}

/** The file a host serves for `path` (`/manager/home` → `manager/home/index.html`). */
export const routeShellFile = (path: string): string => `${path.slice(1)}/index.html`;

/**
 * The app shell with the neutral head described above, in the site's language: `<html lang>`,
 * its catalog preloaded for the app, and the shell's note for a reader without JavaScript in it.
 */
export function routeShell(shell: string, site: SiteConfig): string {
  const hints = languageHints(site.locale);
  return withLanguage(shell, site.locale)
    .replace(/<meta name="?description"?[^>]*>\s*/, '')
    .replace(
      /<title>[\s\S]*?<\/title>/,
      () =>
        `<title>${escapeMarkup(site.title)}</title><meta name="robots" content="noindex" />${searchFilesTag()}${hints}`,
    )
    .replace(
      /<noscript>[\s\S]*?<\/noscript>/,
      () => `<noscript>${escapeMarkup(t('prerender.noscript'))}</noscript>`,
    );
}

/** Writes a shell for every such route into `root` (dist/ or its staging copy); returns their paths. */
export function writeRouteShells(root: string, shell: string, site: SiteConfig): string[] {
  const prerendered = [...homeRoutes(), timelineRoute()].map((route) => route.path);
  const paths = routeShellPaths(appRoutes, prerendered);
  const html = routeShell(shell, site);
  for (const path of paths) writeFile(root, routeShellFile(path), html);
  return paths;
}
