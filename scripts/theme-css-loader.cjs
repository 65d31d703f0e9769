// webpack loader for src/theme/theme.css: its content is the theme as CSS, generated at build
// time by src/theme/theme-stylesheet.ts (MUI's CSS variables for both schemes, the no-script
// fallback, CssBaseline's rules with the theme's overrides, the marked-page rule). importModule
// compiles that module with the build's own loaders and aliases and runs it here, in Node: the one
// source of the design stays createAppTheme(), and no page computes or inserts these rules.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a loader is CommonJS, run by webpack as it is
const path = require('node:path');

const GENERATOR = path.resolve(__dirname, '../src/theme/theme-stylesheet.ts');

module.exports = function themeCssLoader() {
  const callback = this.async();
  this.importModule(GENERATOR).then(
    (generator) => callback(null, generator.themeStylesheet()),
    (error) => callback(error),
  );
};
