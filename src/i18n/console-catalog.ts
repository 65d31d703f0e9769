/**
 * The console's English, bundled with the console's chunks (a reader never downloads it). Imported
 * for its effect by the console's language gate (console-locale.tsx).
 */
import consoleMessages from './catalogs/en.json?console';
import { registerCatalog } from './i18n';
import { DEFAULT_LOCALE } from './locales';

registerCatalog(DEFAULT_LOCALE, 'console', consoleMessages);
