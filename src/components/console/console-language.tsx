/**
 * The console speaks the owner's language (src/i18n/console-locale.ts), which may differ from the
 * blog's: it activates it on entering the console (fetching that language's words when they are not
 * here yet) and gives the blog's language back on leaving. A switch re-renders in place: no reload.
 * If a language's words cannot be fetched, the console stays in the language it has.
 */
import { useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import '@/i18n/console-catalog';
import { getConfig } from '@/config/runtime-config';
import { currentConsoleLocale, subscribeConsoleLocale } from '@/i18n/console-locale';
import { activate, activeLocale, hasCatalog, loadCatalog } from '@/i18n/i18n';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';

const isHere = (locale: Locale) => hasCatalog(locale, 'public') && hasCatalog(locale, 'console');

export function useConsoleLocale(): Locale {
  const site = getConfig().site.locale;
  return useSyncExternalStore(
    subscribeConsoleLocale,
    () => currentConsoleLocale(site),
    () => site,
  );
}

export function ConsoleLanguage({ children }: { children: ReactNode }) {
  const wanted = useConsoleLocale();
  // Null until the first language is ready: the console is not shown in the wrong one.
  const [shown, setShown] = useState<Locale | null>(null);

  useLayoutEffect(() => {
    let live = true;
    if (isHere(wanted)) {
      activate(wanted);
      setShown(wanted);
      return;
    }
    Promise.all([loadCatalog(wanted, 'public'), loadCatalog(wanted, 'console')]).then(
      () => {
        if (!live) return;
        activate(wanted);
        setShown(wanted);
      },
      (error: unknown) => {
        if (!live) return;
        console.warn(`The console's ${wanted} messages could not be loaded.`, error);
        const fallback = isHere(activeLocale()) ? activeLocale() : DEFAULT_LOCALE;
        activate(fallback);
        setShown(fallback);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted]);

  // Leaving the console: the blog's pages speak the blog's language again.
  useLayoutEffect(
    () => () => {
      const site = getConfig().site.locale;
      activate(hasCatalog(site, 'public') ? site : DEFAULT_LOCALE);
    },
    [],
  );

  return shown ? children : null;
}
