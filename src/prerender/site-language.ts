/**
 * The language a prerender pass writes in: config.js's `site.locale`. Its public catalog is read
 * from the dist/ being prerendered (the very data file the app fetches when it takes a page over,
 * so the page and the app say the same words), then activated; everything the pass renders or
 * writes in words (the pages, their heads, the route shells) reads it through `t()`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { activate, catalogPath, loadCatalog, setCatalogReader } from '@/i18n/i18n';
import type { Locale } from '@/i18n/locales';
import { escapeMarkup } from './escape';

/** Reads the catalogs' data files from `dist`, loads the locale's public part, activates it. */
export async function speakSiteLanguage(dist: string, locale: Locale): Promise<void> {
  setCatalogReader(async (file) =>
    JSON.parse(await fs.promises.readFile(path.join(dist, file), 'utf8')),
  );
  try {
    // The default locale's words are bundled: nothing to read.
    await loadCatalog(locale, 'public');
  } catch (error) {
    throw new Error(
      `the ${locale} messages cannot be read from ${dist} (${(error as Error).message}): build the site and the prerender script from the same sources (npm run build)`,
      { cause: error },
    );
  }
  activate(locale);
}

/**
 * What a page in `locale` adds to its head: the preload of its catalog's data file (none for the
 * default locale, which the app bundles), so the app's fetch of it before its first render finds
 * it already here. `crossorigin="anonymous"`: the app's fetch() is a CORS-mode request with
 * same-origin credentials, and a preload is only reused by a request of the same mode.
 */
export function languageHints(locale: Locale): string {
  const href = catalogPath(locale, 'public');
  return href
    ? `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeMarkup(href)}" />`
    : '';
}

/** The shell's `<html lang>` (quoted or not: html-webpack-plugin minifies it), set to `locale`. */
export function withLanguage(html: string, locale: Locale): string {
  return html
    .replace(/<html([^>]*?)\s+lang=(?:"[^"]*"|'[^']*'|[^\s>]+)/, '<html$1')
    .replace(/<html\b/, () => `<html lang="${escapeMarkup(locale)}"`);
}
