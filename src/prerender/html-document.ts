/**
 * A prerendered page from the built app shell (dist's own index.html, so every script and hash is
 * the build's): the page's head tags and critical CSS, its chunks' stylesheets, the rendered markup
 * in #root and the data it was rendered from, inert. The shell's app scripts give way to the boot
 * script, which starts them once the page has painted (src/boot.ts).
 */
import type { DeferredStart } from '@/app/deferred-start';
import { serializeForScript, type PrerenderedData } from '@/app/prerendered-data';
import { DEFERRED_START_ID, PRERENDERED_DATA_ID } from '@/config/page-ids';

/** The empty mount point, quoted or not (html-webpack-plugin minifies the shell). */
const ROOT = /<div id="?root"?><\/div>/;
/** The shell's app scripts (html-webpack-plugin writes them deferred, in run order). */
const APP_SCRIPT = /<script defer(?:="defer")? src="?([^"\s>]+)"?><\/script>/g;
/** The runtime settings: only the app reads them, so on a finished page they wait with it. */
const CONFIG_SCRIPT = /<script src="?(\/config\.js)"?><\/script>/;

export interface PageParts {
  head: string;
  styles: string;
  /** Stylesheets of the page's lazy chunks (absolute paths). */
  stylesheets: string[];
  /** Scripts of the page's lazy chunks, fetched with the app's. */
  scripts: string[];
  /** The boot script (absolute path), the page's only script before it has painted. */
  boot: string;
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
    ...parts.stylesheets.map((href) => `<link rel="stylesheet" href="${href}" />`),
    parts.styles,
  ].join('\n    ');
  const appScripts = [...shell.matchAll(APP_SCRIPT)].map((match) => match[1]);
  if (appScripts.length === 0) throw new Error('The app shell loads no deferred app script');
  const start: DeferredStart = {
    location: parts.data.location,
    scripts: [...(CONFIG_SCRIPT.exec(shell)?.slice(1) ?? []), ...appScripts],
    preload: parts.scripts,
  };
  const boot = [
    `<script type="application/json" id="${DEFERRED_START_ID}">${serializeForScript(start)}</script>`,
    `<script defer src="${parts.boot}"></script>`,
  ].join('');
  const data = `<script type="application/json" id="${PRERENDERED_DATA_ID}">${serializeForScript(parts.data)}</script>`;
  return (
    shell
      // The shell's generic title and description give way to the page's own.
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/<meta name="?description"?[^>]*>\s*/, '')
      // The page reads without script now.
      .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
      .replace(APP_SCRIPT, '')
      .replace(CONFIG_SCRIPT, '')
      .replace('</head>', () => `  ${head}\n    ${boot}\n  </head>`)
      // Replacer functions: page text may hold `$&` and friends.
      .replace(ROOT, () => `<div id="root">${parts.html}</div>\n    ${data}`)
  );
}
