/**
 * The quick search dialog's English, bundled with its chunk rather than with every page's first
 * load. Imported for its effect by the dialog.
 */
import messages from './catalogs/en.json?quick-search';
import { registerCatalog } from './i18n';
import { DEFAULT_LOCALE } from './locales';

registerCatalog(DEFAULT_LOCALE, 'public', messages);
