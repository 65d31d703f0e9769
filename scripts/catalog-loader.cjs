// webpack loader for src/i18n/catalogs/<locale>.json imported with `?public` or `?console`: that
// part of the catalog, compiled (scripts/catalogs.cjs), as a JSON module. The import names the
// part so the reading side's first load carries the public words only.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a loader is CommonJS, run by webpack as it is
const { compilePart, PARTS } = require('./catalogs.cjs');

module.exports = function catalogLoader(source) {
  const part = this.resourceQuery.replace(/^\?/, '');
  if (!PARTS.includes(part)) {
    throw new Error(`${this.resourcePath}: import a catalog as ?${PARTS.join(' or ?')}`);
  }
  // Short ids in production, as the code's (scripts/message-id-loader.cjs).
  return JSON.stringify(compilePart(JSON.parse(source), part, this.mode === 'production'));
};
