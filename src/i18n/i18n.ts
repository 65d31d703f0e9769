/**
 * The app's messages, through Lingui's core (@lingui/core): ICU messages (plurals, selects,
 * numbers) from the catalogs in src/i18n/catalogs, compiled at build time (scripts/catalogs.cjs).
 * The default locale's public part is bundled here; every other part arrives as a data file
 * (locales/<locale>.<part>.<hash>.json, named by the build in __CATALOG_FILES__), the console's
 * English with the console's chunks (console-catalog.ts).
 *
 * In components, `useT()` (use-t.ts) re-renders when the language changes; elsewhere `t()` reads
 * the active language when called.
 */
import { i18n } from '@lingui/core';
import type catalog from './catalogs/en.json';
import defaultPublic from './catalogs/en.json?public';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

export { i18n };

/** A message's id: a key of the default catalog, so a typo fails the typecheck. */
export type MessageId = keyof typeof catalog;
export type MessageValues = Record<string, unknown>;
export type CatalogPart = 'public' | 'console';

/** The message `id` in the active language. */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}

/** The active language (the catalogs' code, also a BCP 47 tag for Intl and `lang`). */
export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

const loaded = new Set<string>();
const pending = new Map<string, Promise<void>>();

/** Adds a part of a catalog the app already has (the console's English, in its chunk). */
export function registerCatalog(locale: Locale, part: CatalogPart, messages: object): void {
  i18n.load(locale, messages as Parameters<typeof i18n.load>[1]);
  loaded.add(`${locale}:${part}`);
}

registerCatalog(DEFAULT_LOCALE, 'public', defaultPublic);
i18n.activate(DEFAULT_LOCALE);

/** Reads a catalog data file by its name under the site's root; the prerender reads dist/. */
type CatalogReader = (file: string) => Promise<unknown>;

async function fetchCatalog(file: string): Promise<unknown> {
  const response = await fetch(`/${file}`);
  if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
  return response.json();
}
let readCatalog: CatalogReader = fetchCatalog;

export function setCatalogReader(reader: CatalogReader): void {
  readCatalog = reader;
}

/** The file of a locale's part, as the build named it ('' when it has none: the default locale). */
function catalogFile(locale: Locale, part: CatalogPart): string {
  const files = typeof __CATALOG_FILES__ === 'object' ? __CATALOG_FILES__ : {};
  return files[locale]?.[part] ?? '';
}

/** The address of a locale's part, for a page to preload ('' when it is bundled). */
export function catalogPath(locale: Locale, part: CatalogPart): string {
  const file = catalogFile(locale, part);
  return file && `/${file}`;
}

/**
 * Makes a part of a locale's catalog available (once; concurrent calls share the request).
 * Rejects when it cannot be read: the caller keeps the language it has.
 */
export function loadCatalog(locale: Locale, part: CatalogPart): Promise<void> {
  const key = `${locale}:${part}`;
  if (loaded.has(key)) return Promise.resolve();
  let request = pending.get(key);
  if (!request) {
    const file = catalogFile(locale, part);
    request = (file ? readCatalog(file) : Promise.reject(new Error(`no catalog for ${key}`)))
      .then((messages) => registerCatalog(locale, part, messages as object))
      .finally(() => pending.delete(key));
    pending.set(key, request);
  }
  return request;
}

/** True when the part is here, so switching to the locale needs no request. */
export const hasCatalog = (locale: Locale, part: CatalogPart): boolean =>
  loaded.has(`${locale}:${part}`);

/** Switches the app's language (every `useT()` re-renders); the part must be loaded. */
export function activate(locale: Locale): void {
  if (i18n.locale !== locale) i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
