/**
 * Intl's formatters in the active language, made once per language and options (a formatter
 * costs far more to make than to use). The prerender renders in the site's language as the
 * browser does, so a taken-over page reads the same.
 */
import { activeLocale } from './i18n';

const made = new Map<string, unknown>();

function memo<T>(kind: string, options: object | undefined, make: (locale: string) => T): T {
  const locale = activeLocale();
  const key = `${kind}|${locale}|${JSON.stringify(options ?? {})}`;
  let format = made.get(key) as T | undefined;
  if (!format) {
    format = make(locale);
    made.set(key, format);
  }
  return format;
}

export const dateTimeFormat = (options: Intl.DateTimeFormatOptions) =>
  memo('date', options, (locale) => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (options?: Intl.NumberFormatOptions) =>
  memo('number', options, (locale) => new Intl.NumberFormat(locale, options));

export const relativeTimeFormat = (options?: Intl.RelativeTimeFormatOptions) =>
  memo('relative', options, (locale) => new Intl.RelativeTimeFormat(locale, options));

export const listFormat = (options?: Intl.ListFormatOptions) =>
  memo('list', options, (locale) => new Intl.ListFormat(locale, options));
