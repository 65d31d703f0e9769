// webpack loader for src/i18n/catalogs/<locale>.json imported with `?<bundle>` (`?public`,
// `?console`, `?list-page`, `?prerender`, `?quick-search`, `?lightbox`): that bundle of the
// catalog, compiled (scripts/catalogs.cjs), as a JSON module. The import names the bundle so the reading side's
// first load carries only the public words every page may show.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a loader is CommonJS, run by webpack as it is
const { compileBundle, BUNDLES } = require('./catalogs.cjs');

module.exports = function catalogLoader(source) {
  const part = this.resourceQuery.replace(/^\?/, '');
  if (!BUNDLES.includes(part)) {
    throw new Error(`${this.resourcePath}: import a catalog as ?${BUNDLES.join(' or ?')}`);
  }
  // Short ids in production, as the code's (scripts/message-id-loader.cjs).
  return JSON.stringify(compileBundle(JSON.parse(source), part, this.mode === 'production'));
};
