// The yardstick of the Lighthouse runs: a plain static HTML page with the home page's content,
// made from the prerendered home (its head tags, critical CSS and #root markup) with every
// script taken out, served by the same server as the app.
import fs from 'node:fs';
import path from 'node:path';

export const STATIC_ROUTE = '/bench-static-home';

/** Writes the static copy of `dist/index.html` (a prerendered home) into dist; returns its route. */
export function writeStaticHome(dist) {
  const home = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!home.includes('<div id="root"><'))
    throw new Error('dist/index.html is not a prerendered home');
  const html = home
    // Every script: the app, config.js, the colour-scheme script and the inert JSON data.
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="?(?:preload|modulepreload)"?[^>]*\bas="?script"?[^>]*>/g, '')
    // It is not the home page: a canonical link to `/` would cost it an SEO audit.
    .replace(/<link\b[^>]*\brel="?canonical"?[^>]*>/g, '');
  const dir = path.join(dist, STATIC_ROUTE.slice(1));
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  return STATIC_ROUTE;
}
