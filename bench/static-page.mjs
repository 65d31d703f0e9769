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

/** The route of a page's one-file floor. */
export const floorRoute = (name) => `/bench-floor-${name}`;

/** `url(...)` in a stylesheet at `cssPath` (site path), made absolute so it works inline. */
function absoluteUrls(css, cssPath) {
  const base = new URL(cssPath, 'http://site.invalid/');
  return css.replace(/url\(\s*(['"]?)(?!data:|https?:|\/|#)([^'")]+)\1\s*\)/g, (_, quote, url) => {
    const resolved = new URL(url, base);
    return `url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`;
  });
}

/**
 * The floor a page is measured against (issue 27): the prerendered page `htmlFile` as ONE file,
 * its markup with every stylesheet it links written inline in a <style> and no script at all
 * (the app, config.js, the colour-scheme script, the inert data, their preloads), so it paints
 * from the first response alone. Served by the same server, gzip-compressed like the others.
 * Written into `dist` at floorRoute(name); returns that route.
 */
export function writeFloorPage(dist, { name, htmlFile }) {
  const source = fs.readFileSync(path.join(dist, htmlFile), 'utf8');
  if (!source.includes('<div id="root"><'))
    throw new Error(`${htmlFile} is not a prerendered page`);
  const html = source
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="?(?:preload|modulepreload|prefetch)"?[^>]*>/g, '')
    .replace(/<link\b[^>]*\brel="?canonical"?[^>]*>/g, '')
    .replace(/<link\b[^>]*\brel="?stylesheet"?[^>]*>/g, (tag) => {
      const href = /\bhref="?([^"\s>]+)/.exec(tag)?.[1];
      if (!href || /^(https?:)?\/\//.test(href)) return tag;
      const cssPath = new URL(href, `http://site.invalid/${htmlFile}`).pathname;
      const css = fs.readFileSync(path.join(dist, decodeURIComponent(cssPath)), 'utf8');
      const media = /\bmedia="?([^">]+)"?/.exec(tag)?.[1];
      return `<style${media ? ` media="${media}"` : ''}>${absoluteUrls(css, cssPath)}</style>`;
    });
  const route = floorRoute(name);
  const dir = path.join(dist, route.slice(1));
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  return route;
}
