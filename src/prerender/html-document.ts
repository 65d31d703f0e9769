/**
 * A prerendered page from the built app shell (dist's own index.html, so every script and hash is
 * the build's): the page's head tags, its chunks' stylesheets beside the entry's one the shell
 * links (the same hashed files the app uses, cached across pages and the take-over; no inline
 * style, as the public pages' Content-Security-Policy allows none), the rendered markup in #root
 * and the data it was rendered from, inert. The shell's app scripts give way to the boot
 * script (src/boot.ts), which the head script asks for once the page has loaded and which starts
 * them.
 *
 * The page is stamped, before the head's scripts, with the API it was rendered from and the
 * location it was rendered for: config.js is edited on the host after the build, and a host
 * serves its 404 page for an article published since the prerender. The shell's inline head
 * script (src/head/head-script.js) compares the stamp and marks <html> "elsewhere", or "stale",
 * before the body is parsed; the entry's stylesheet then hides what would be wrong
 * (MARKED_PAGE_CSS in src/theme/theme-stylesheet.ts) and the app renders the route from the live
 * API instead of the carried data.
 *
 * config.js stays before the head script (render-blocking) on the demo's pages only: they are the
 * build's own, deployed as they are until the first prerender from an API, and must not paint on a
 * host whose config.js names that API. A page rendered from an API loads config.js with the app
 * (first in the boot script's list): one request fewer before its first paint, whose LCP was 1.23x
 * its one-file floor on the bench's HTTP/1.1 with it (issue 27). The app checks its stamp then
 * (markStalePage, src/lib/page-format/page-stamp.ts).
 */
import { carriedDataScript, type PrerenderedData } from '@/lib/page-format/carried-data';
import { deferredStartScript, type DeferredStart } from '@/lib/page-format/deferred-start';
import { API_STAMP_NAME, PRERENDERED_DATA_ID } from '@/lib/page-format/page-ids';
import { DEMO_STAMP } from '@/lib/page-format/page-stamp';
import type { Locale } from '@/i18n/locales';
import { escapeMarkup } from './escape';
import { languageHints, withLanguage } from './site-language';

/** The empty mount point, quoted or not (html-webpack-plugin minifies the shell). */
const ROOT = /<div id="?root"?><\/div>/;
/** The shell's app scripts (html-webpack-plugin writes them deferred, in run order). */
const APP_SCRIPT = /<script defer(?:="defer")? src="?([^"\s>]+)"?><\/script>/g;
/** The runtime settings, render-blocking in the shell, before the head script. */
const CONFIG_SCRIPT = /<script src="?(\/config\.js)"?><\/script>/;

export interface PageParts {
  head: string;
  /** Stylesheets of the page's lazy chunks (absolute paths). */
  stylesheets: string[];
  /** Scripts of the page's lazy chunks, fetched with the app's. */
  scripts: string[];
  /** The boot script (absolute path): the head script asks for it once the page has loaded. */
  boot: string;
  /** The API the page is rendered from (apiStamp, src/lib/page-format/page-stamp.ts). */
  api: string;
  /** The language the page is written in: `<html lang>`, and its catalog preloaded. */
  locale: Locale;
  html: string;
  data: PrerenderedData;
}

/** True when `html` is an app shell and not an already prerendered page. */
export function isAppShell(html: string): boolean {
  return ROOT.test(html) && !html.includes(`id="${PRERENDERED_DATA_ID}"`);
}

export function pageDocument(shell: string, parts: PageParts): string {
  if (!isAppShell(shell)) throw new Error('The app shell has no empty <div id="root">');
  const head = [
    parts.head,
    languageHints(parts.locale),
    ...parts.stylesheets.map((href) => `<link rel="stylesheet" href="${href}" />`),
  ]
    .filter(Boolean)
    .join('\n    ');
  const appScripts = [...shell.matchAll(APP_SCRIPT)].map((match) => match[1]);
  if (appScripts.length === 0) throw new Error('The app shell loads no deferred app script');
  const config = CONFIG_SCRIPT.exec(shell);
  if (!config) throw new Error('The app shell loads no /config.js');
  const configFirst = parts.api === DEMO_STAMP;
  const start: DeferredStart = {
    location: parts.data.location,
    boot: parts.boot,
    scripts: configFirst ? appScripts : [config[1], ...appScripts],
    preload: parts.scripts,
  };
  const stamp = `<meta name="${API_STAMP_NAME}" content="${escapeMarkup(parts.api)}" data-location="${escapeMarkup(parts.data.location)}" />`;
  // No script tag: the head script asks for the boot script once the page has loaded.
  const boot = deferredStartScript(start);
  const data = carriedDataScript(parts.data);
  return (
    withLanguage(shell, parts.locale)
      // The shell's generic title and description give way to the page's own.
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/<meta name="?description"?[^>]*>\s*/, '')
      // The page reads without script now.
      .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
      .replace(APP_SCRIPT, '')
      // Before the head script, which reads it (after config.js, where it stays).
      .replace(CONFIG_SCRIPT, (tag) => (configFirst ? `${stamp}${tag}` : stamp))
      .replace('</head>', () => `  ${head}\n    ${boot}\n  </head>`)
      // Replacer functions: page text may hold `$&` and friends.
      .replace(ROOT, () => `<div id="root">${parts.html}</div>\n    ${data}`)
  );
}
