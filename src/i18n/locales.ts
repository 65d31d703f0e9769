/**
 * The languages the app speaks. Adding one is a catalog file (src/i18n/catalogs/<code>.json, every
 * id of en.json translated) and one line here: its code (a BCP 47 tag, as in `<html lang>`) and
 * its name in its own language (the console's language menu).
 */
export const LOCALES = {
  en: 'English',
  'zh-CN': '简体中文',
} as const;

export type Locale = keyof typeof LOCALES;

/** The language bundled with the app (the others are fetched as data): the site's default. */
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(LOCALES, value);
