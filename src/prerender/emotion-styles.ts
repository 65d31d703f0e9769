/**
 * Critical CSS without @emotion/server: an emotion cache in "compat" mode keeps every rule it
 * inserts in `cache.inserted` instead of writing <style> tags into the markup. The rules go into a
 * stylesheet file named by its content (pages with the same styles share it, and it is cached
 * as immutable), linked from <head>; beside it an empty <style data-emotion="css id id …">, the
 * form emotion's browser cache adopts on start-up (it marks those ids inserted), and an empty
 * <style data-emotion="css-global id"> per global style, which its <Global> adopts, so the browser
 * does not insert any of them again. Not inline: the Content-Security-Policy allows no inline CSS
 * but the empty style (src/config/content-security-policy.cjs), and one policy serves every page.
 */
import { createHash } from 'node:crypto';
import createCache, { type EmotionCache } from '@emotion/cache';
import { PRERENDERED_MARK, ROOT_ID } from '@/config/page-ids';
import { escapeMarkup } from './escape';

/** The browser's default emotion key, which MUI's styles use there. */
const CACHE_KEY = 'css';

export function createServerEmotionCache(): EmotionCache {
  const cache = createCache({ key: CACHE_KEY });
  cache.compat = true;
  return cache;
}

export interface CriticalStyles {
  ids: string[];
  /** The ids of global styles (<GlobalStyles>, CssBaseline, the theme's variables). */
  globals: string[];
  css: string;
}

/**
 * A global style's rules are not scoped to its id's class (a component's are: `.css-<id>`, and
 * empty styles have the id "0" and no rules) and are not keyframes (`@keyframes animation-<id>`,
 * which emotion adopts by id like a class).
 */
const isGlobal = (id: string, rules: string) =>
  rules !== '' && !id.startsWith('animation-') && !rules.includes(`.${CACHE_KEY}-${id}`);

/** The theme's dark colour variables, as MUI writes them for the attribute selector. */
const DARK_VARIABLES = /\[data-color-mode="dark"\]\{([^{}]*)\}/;

/**
 * Without script the colour-mode bootstrap cannot set the attribute: the dark variables then
 * follow the system setting, so a reader with JavaScript off still gets their scheme.
 */
function withSystemDarkFallback(css: string): string {
  const dark = DARK_VARIABLES.exec(css)?.[1];
  return dark
    ? `${css}@media (prefers-color-scheme: dark){:root:not([data-color-mode]){${dark}}}`
    : css;
}

export function criticalStyles(cache: EmotionCache): CriticalStyles {
  const ids: string[] = [];
  const globals: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    (isGlobal(id, rules) ? globals : ids).push(id);
    css += rules;
  }
  return { ids, globals, css: withSystemDarkFallback(css) };
}

/**
 * What a page marked by its head (public/color-scheme.js, before the body is parsed) must not
 * show: rendered from another API than config.js names, the whole root (header, sidebar and
 * article are another blog's); served at another location, the main content (the frame is every
 * public route's). In the stylesheet every prerendered page links, as the Content-Security-Policy
 * allows no inline style; the app shows the root again once it has rendered the route afresh.
 */
const MARK = `data-${PRERENDERED_MARK}`;
export const MARKED_PAGE_CSS = `[${MARK}=stale] #${ROOT_ID},[${MARK}=elsewhere] #${ROOT_ID} main{visibility:hidden}`;

/** Where the prerendered pages' stylesheets live in dist/, and the names they have there. */
export const STYLES_FOLDER = 'styles';
export const STYLESHEET_NAME = /^page\.[0-9a-f]{8}\.css$/;

export interface PageStylesheet {
  /** Path inside dist/ (the file to write). */
  file: string;
  css: string;
  /** The <link> and the empty <style> elements that tell emotion which rules are there. */
  tags: string;
}

/** The file name carries 8 hex digits of the content's hash, like webpack's assets. */
export function pageStylesheet({ ids, globals, css: rules }: CriticalStyles): PageStylesheet {
  const css = `${MARKED_PAGE_CSS}${rules}`;
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
  const file = `${STYLES_FOLDER}/page.${hash}.css`;
  return {
    file,
    css,
    tags: [
      `<link rel="stylesheet" href="/${file}" />`,
      `<style data-emotion="${escapeMarkup(`${CACHE_KEY} ${ids.join(' ')}`)}"></style>`,
      // Each <Global> looks for its own element and, found, adopts it instead of inserting its
      // rules again: inserted again at the take-over, rules on `*` and `:root` restyled the
      // whole document (a 1 MiB article: 7,683 elements, a task of about 170 ms).
      ...globals.map(
        (id) => `<style data-emotion="${escapeMarkup(`${CACHE_KEY}-global ${id}`)}"></style>`,
      ),
    ].join(''),
  };
}
