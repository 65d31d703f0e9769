/**
 * The host rules for Netlify (and hosts that read the same files, such as Cloudflare Pages),
 * written into dist/ by each prerender from the settings it runs with, so they always name the
 * API the pages were rendered for and the hashed files of this build:
 * - `_redirects`: console routes with a parameter (`/manager/article/edit/1`) get the app shell
 *   with 200; any other path that is no file answers 404 with the prerendered 404 page. Never the
 *   home page for another path (a crawler would take it for the home page). Netlify serves an
 *   existing file (`path`, `path/index.html`) before any of these rules.
 * - `_headers`: the two Content-Security-Policies (src/config/content-security-policy.cjs) with
 *   the origin of `apiBase`: the public pages' (`style-src 'self'` alone) on every public page,
 *   the console's (emotion's empty <style> elements allowed) on /manager and below; a year's
 *   immutable cache for the content-hashed files, and no-cache for the files that keep their name
 *   when they change. Pages need no cache rule: Netlify answers them with
 *   `max-age=0, must-revalidate`. No rule matches both a public page and a console route, and one
 *   rule per hashed file, because Netlify joins the values of a header that several matching
 *   rules set (a `/*` policy would be joined with the console's, and browsers enforce both; a `/*`
 *   Cache-Control would spoil every other one).
 */
import fs from 'node:fs';
import path from 'node:path';
import { CONSOLE_LOCATION, contentSecurityPolicy } from '@/config/content-security-policy.cjs';
import { FEEDS_FOLDER } from '@/config/feeds';
import { SEARCH_FOLDER } from '@/features/search/search-index-format';
import { SITE_STATE_PATH } from '@/features/site-state/site-state-format';
import { paths } from '@/config/paths';
import type { BlogConfig } from '@/config/runtime-config';
import { writeFile } from './staging';

export const REDIRECTS_FILE = '_redirects';
export const HEADERS_FILE = '_headers';

/** `name.[contenthash:8].ext` and `.chunk.ext` (webpack.config.ts), the page stylesheets too. */
const HASHED = /\.[0-9a-f]{8}(\.chunk)?\.(js|css|svg|png|jpe?g|gif|webp|woff2?)$/;
/** Same name, new content on each deploy or edit. */
const NO_CACHE = [
  '/config.js',
  '/rss.xml',
  '/atom.xml',
  '/feed.json',
  `/${FEEDS_FOLDER}/*`,
  `/${SEARCH_FOLDER}/*`,
  '/sitemap.xml',
  '/robots.txt',
  // Rewritten by each run; the console follows a rebuild by it.
  SITE_STATE_PATH,
];
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The public documents: the prerendered pages, the list's shell, and the 404 page (the file an
 * unknown path is answered with).
 */
const PUBLIC_PAGES = [
  paths.home.href(),
  paths.index.href(),
  paths.timeline.href(),
  paths.list.href(),
  paths.detail.href('*'),
  '/404.html',
];
/** The console's: the sign-in page, every route under it, and the shell answered for them. */
const CONSOLE_PAGES = [CONSOLE_LOCATION, `${CONSOLE_LOCATION}/*`, '/shell.html'];

/** The origin the pages call: apiBase's, or none besides the site's own for the demo. */
export function apiOrigin(config: Pick<BlogConfig, 'apiBase' | 'mock'>): string | null {
  return config.mock ? null : new URL(config.apiBase).origin;
}

export function redirectsFile(): string {
  return [
    '# Written by the prerender (src/prerender/host-files.ts); files are served before these rules.',
    '/manager/*  /shell.html  200',
    '/*  /404.html  404',
    '',
  ].join('\n');
}

/** `files`: paths under dist/ with forward slashes, e.g. `main.1a2b3c4d.js`. */
export function headersFile(
  config: Pick<BlogConfig, 'apiBase' | 'mock'>,
  files: readonly string[],
): string {
  const policy = (console: boolean) =>
    `  Content-Security-Policy: ${contentSecurityPolicy({ apiOrigin: apiOrigin(config), console })}`;
  const lines = [
    '# Written by the prerender (src/prerender/host-files.ts) for the settings it ran with.',
    '/*',
    '  X-Content-Type-Options: nosniff',
  ];
  for (const page of PUBLIC_PAGES) lines.push(page, policy(false));
  for (const page of CONSOLE_PAGES) lines.push(page, policy(true));
  for (const file of NO_CACHE) lines.push(file, '  Cache-Control: no-cache');
  for (const file of [...files].filter((name) => HASHED.test(name)).sort()) {
    lines.push(`/${file}`, `  Cache-Control: ${IMMUTABLE}`);
  }
  return `${lines.join('\n')}\n`;
}

function listFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), relative) : [relative];
  });
}

/** Writes `_redirects` and `_headers` into `root` (the prerender's staging copy of dist/). */
export function writeHostFiles(root: string, config: BlogConfig): void {
  // Replaced, not written in place: the staged copy's files are dist/'s too (staging.ts).
  writeFile(root, REDIRECTS_FILE, redirectsFile());
  writeFile(root, HEADERS_FILE, headersFile(config, listFiles(root)));
}
