// The message catalogs at build time, in one place: the webpack loader (scripts/catalog-loader.cjs)
// bundles the default locale's parts, the browser build emits every other locale's parts as data
// files (locales/<locale>.<part>.<hash>.json) and names them to the app (__CATALOG_FILES__), and
// the catalog tests read the same files. Plain CommonJS, so webpack's config, a loader and jest
// load it without a build step.
//
// A catalog is src/i18n/catalogs/<locale>.json: message id -> ICU message. Its ids split into two
// parts by prefix, so a reader never downloads the console's words: `console.` ids form the
// console part (loaded with the console's chunks), every other id the public part.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, see above
const fs = require('node:fs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, see above
const path = require('node:path');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, see above
const crypto = require('node:crypto');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, see above
const { compileMessage } = require('@lingui/message-utils/compileMessage');

const CATALOG_DIR = path.resolve(__dirname, '../src/i18n/catalogs');
const DEFAULT_LOCALE = 'en';
const PARTS = ['public', 'console'];
const CONSOLE_PREFIX = 'console.';
/**
 * Public words only one page or tool uses, bundled with it rather than with every page's first
 * load (in the data files of the other languages they stay in the public part, fetched once): the
 * filtered list's headings and filters (imported by its chunk), the prerender's own texts, the
 * quick search's dialog (its chunk), the article lightbox's buttons and counter (its chunk,
 * article-overlays, loaded on first use).
 */
const BUNDLED_APART = {
  'listPage.': 'list-page',
  'prerender.': 'prerender',
  'quickSearch.': 'quick-search',
  'lightbox.': 'lightbox',
};
const BUNDLES = ['public', 'console', ...Object.values(BUNDLED_APART)];

/** The data file an id travels in. @param {string} id @returns {'public' | 'console'} */
const partOf = (id) => (id.startsWith(CONSOLE_PREFIX) ? 'console' : 'public');

/** The bundle an id of the default catalog travels in. @param {string} id @returns {string} */
function bundleOf(id) {
  const prefix = Object.keys(BUNDLED_APART).find((start) => id.startsWith(start));
  return prefix ? BUNDLED_APART[prefix] : partOf(id);
}

/** @returns {string[]} every locale with a catalog file */
function catalogLocales() {
  return fs
    .readdirSync(CATALOG_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/** @param {string} locale @returns {Record<string, string>} */
function readCatalog(locale) {
  return JSON.parse(fs.readFileSync(path.join(CATALOG_DIR, `${locale}.json`), 'utf8'));
}

/**
 * The production build's ids: each id of the default catalog (sorted) becomes its index in base
 * 36, one to three characters, in the catalogs and in the code alike (scripts/message-id-loader.cjs).
 * Readable ids cost a reader about a kilobyte of gzip in the first load, twice over (the catalog's
 * keys and the code's calls); Lingui's own macros shorten ids the same way, by hashing them.
 * @returns {Map<string, string>}
 */
function shortIds() {
  const ids = Object.keys(readCatalog(DEFAULT_LOCALE)).sort();
  return new Map(ids.map((id, index) => [id, index.toString(36)]));
}

/**
 * The messages of a catalog `select` takes, compiled to Lingui's message format (what
 * @lingui/core reads in a production build, which has no message compiler), keyed by short ids
 * when `short`.
 * @param {Record<string, string>} messages @param {(id: string) => boolean} select
 * @param {boolean} [short]
 */
function compileSome(messages, select, short = false) {
  const keys = short ? shortIds() : null;
  /** @type {Record<string, unknown>} */
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    if (!select(id)) continue;
    const key = keys ? keys.get(id) : id;
    if (key === undefined) throw new Error(`${id}: not an id of ${DEFAULT_LOCALE}.json`);
    compiled[key] = compileMessage(message);
  }
  return compiled;
}

/** A data file's part of a catalog. @param {Record<string, string>} messages @param {string} part @param {boolean} [short] */
const compilePart = (messages, part, short = false) =>
  compileSome(messages, (id) => partOf(id) === part, short);

/** A bundle of the default catalog. @param {Record<string, string>} messages @param {string} bundle @param {boolean} [short] */
const compileBundle = (messages, bundle, short = false) =>
  compileSome(messages, (id) => bundleOf(id) === bundle, short);

/**
 * The data files of every locale but the default (which is bundled): name -> JSON text, and the
 * map the app reads (`__CATALOG_FILES__`: locale -> part -> file name under the public path).
 */
function catalogDataFiles(short = false) {
  /** @type {Record<string, string>} */
  const files = {};
  /** @type {Record<string, Record<string, string>>} */
  const names = {};
  for (const locale of catalogLocales()) {
    if (locale === DEFAULT_LOCALE) continue;
    const messages = readCatalog(locale);
    names[locale] = {};
    for (const part of PARTS) {
      const json = JSON.stringify(compilePart(messages, part, short));
      const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 8);
      const name = `locales/${locale}.${part}.${hash}.json`;
      files[name] = json;
      names[locale][part] = name;
    }
  }
  return { files, names };
}

module.exports = {
  CATALOG_DIR,
  DEFAULT_LOCALE,
  PARTS,
  BUNDLES,
  partOf,
  bundleOf,
  catalogLocales,
  readCatalog,
  compilePart,
  compileBundle,
  shortIds,
  catalogDataFiles,
};
