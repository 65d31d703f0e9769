/**
 * The prerender's own English (what only the deploy-time pages write: the route shells' note, the
 * archive's description), bundled with the prerender and never with the browser's code. Imported
 * for its effect by the prerender's modules that use these ids (`prerender.*`).
 */
import messages from './catalogs/en.json?prerender';
import { registerCatalog } from './i18n';
import { DEFAULT_LOCALE } from './locales';

registerCatalog(DEFAULT_LOCALE, 'public', messages);
