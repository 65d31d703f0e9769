/**
 * The article lightbox's own English (its buttons, its counter, its name for an image without
 * alt text), bundled with its chunk (article-overlays) rather than with every page's first load.
 * Imported for its effect by the lightbox (`lightbox.*`).
 */
import messages from './catalogs/en.json?lightbox';
import { registerCatalog } from './i18n';
import { DEFAULT_LOCALE } from './locales';

registerCatalog(DEFAULT_LOCALE, 'public', messages);
