/**
 * The console's language: the owner's choice, remembered in this browser (local storage, and
 * followed by the blog's other tabs), or the site's language when they never chose.
 */
import { isLocale, type Locale } from './locales';

const STORAGE_KEY = 'blog.console-locale';
const listeners = new Set<() => void>();

/** The remembered choice, or null (never chosen, or storage blocked). */
export function chosenConsoleLocale(): Locale | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function chooseConsoleLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
    chosen = null;
  } catch {
    // Not remembered, but the switch still works for this visit.
    chosen = locale;
  }
  listeners.forEach((listener) => listener());
}

// Storage blocked: the choice lives for the visit.
let chosen: Locale | null = null;

/** For useSyncExternalStore: this tab's choices, and another tab's (the storage event). */
export function subscribeConsoleLocale(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const currentConsoleLocale = (siteLocale: Locale): Locale =>
  chosenConsoleLocale() ?? chosen ?? siteLocale;
