/**
 * A prerendered page from the built app shell (dist's own index.html, so every script and hash is
 * the build's): the page's head tags and critical CSS, its chunks' stylesheets and scripts
 * announced early, the rendered markup in #root and the data it was rendered from, inert.
 */
import {
  PRERENDERED_DATA_ID,
  serializeForScript,
  type PrerenderedData,
} from '@/app/prerendered-data';

/** The empty mount point, quoted or not (html-webpack-plugin minifies the shell). */
const ROOT = /<div id="?root"?><\/div>/;

export interface PageParts {
  head: string;
  styles: string;
  /** Stylesheets of the page's lazy chunks (absolute paths). */
  stylesheets: string[];
  /** Scripts of the page's lazy chunks, fetched early. */
  scripts: string[];
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
    ...parts.scripts.map((href) => `<link rel="preload" as="script" href="${href}" />`),
    parts.styles,
  ].join('\n    ');
  const data = `<script type="application/json" id="${PRERENDERED_DATA_ID}">${serializeForScript(parts.data)}</script>`;
  return (
    shell
      // The shell's generic title and description give way to the page's own.
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/<meta name="?description"?[^>]*>\s*/, '')
      // The page reads without script now.
      .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
      .replace('</head>', () => `  ${head}\n  </head>`)
      // Replacer functions: page text may hold `$&` and friends.
      .replace(ROOT, () => `<div id="root">${parts.html}</div>\n    ${data}`)
  );
}
