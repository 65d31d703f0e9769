/**
 * The filtered list's own English (its heading, filter chips, no-match and missing-filter texts),
 * bundled with its page's chunk rather than with every page's first load. Imported for its effect
 * by the modules that use these ids (`listPage.*`).
 */
import messages from './catalogs/en.json?list-page';
import { registerCatalog } from './i18n';
import { DEFAULT_LOCALE } from './locales';

registerCatalog(DEFAULT_LOCALE, 'public', messages);
