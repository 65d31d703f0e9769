/**
 * The console's words in the language being shown, for a console screen outside the console's
 * layout (the sign-in page, which the reading side's layout frames in the blog's language):
 * English comes with the console's chunks; another language's console part is fetched first. If
 * it cannot be, the page speaks English rather than showing message ids.
 */
import { useEffect, useState, type ReactNode } from 'react';
import '@/i18n/console-catalog';
import { activate, hasCatalog, loadCatalog } from '@/i18n/i18n';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { useLocale } from '@/i18n/use-t';

export function ConsoleWords({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const here = hasCatalog(locale, 'console');
  const [, arrived] = useState(0);
  useEffect(() => {
    if (here) return;
    let live = true;
    loadCatalog(locale, 'console').then(
      () => live && arrived((count) => count + 1),
      (error: unknown) => {
        if (!live) return;
        console.warn(`The console's ${locale} messages could not be loaded.`, error);
        activate(DEFAULT_LOCALE);
      },
    );
    return () => {
      live = false;
    };
  }, [locale, here]);
  return here ? children : null;
}
