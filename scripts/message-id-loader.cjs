// webpack loader, production builds only, run on the app's code after TypeScript: every string
// literal that is exactly a message id of the catalogs becomes its short id (scripts/catalogs.cjs
// shortIds), the key the production catalogs use. Ids are always whole literals (MessageId is a
// union of them; nothing builds one by concatenation), so the replacement is exact.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a loader is CommonJS, run by webpack as it is
const path = require('node:path');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a loader is CommonJS, run by webpack as it is
const { CATALOG_DIR, DEFAULT_LOCALE, shortIds } = require('./catalogs.cjs');

let cached = null;

module.exports = function messageIdLoader(source) {
  // The catalog is a dependency: a new id re-numbers the others.
  this.addDependency(path.join(CATALOG_DIR, `${DEFAULT_LOCALE}.json`));
  const ids = (cached ??= shortIds());
  return source.replace(/(['"])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g, (literal, quote, id) =>
    ids.has(id) ? `${quote}${ids.get(id)}${quote}` : literal,
  );
};
