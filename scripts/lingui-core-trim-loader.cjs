// webpack loader for @lingui/core (5.9.5, pinned) in the browser build. Its production build
// keeps what this app never calls: two long texts for developers (the warning for a message that
// was not compiled: every message is compiled at build time; the error for a call before any
// language is active: English is activated as the app loads), shortened here, and the methods
// Lingui itself marks deprecated (loadLocaleData, localeData) or this app does not use
// (loadAndActivate, the date and number shorthands), left out: about 0.35 KiB gzip of every
// page's first load. A source whose shape has changed is reported, never passed silently.
const UNCOMPILED = /console\.warn\(`Uncompiled message detected![\s\S]*?`\);/;
const NO_LOCALE =
  /"Lingui: Attempted to call a translation function without setting a locale\.[^"]*"/;
const UNUSED_METHODS = [
  'get localeData',
  '_loadLocaleData',
  'loadLocaleData',
  'loadAndActivate',
  'date',
  'number',
];
/** A class method at the class's indentation, with the doc comment above it if any. */
const method = (name) =>
  new RegExp(
    `(\\n  /\\*\\*(?:(?!\\*/)[\\s\\S])*\\*/)?\\n  ${name}\\([^)]*\\) \\{\\n[\\s\\S]*?\\n  \\}(?=\\n)`,
  );

module.exports = function linguiCoreTrim(source) {
  let trimmed = source;
  const missing = [];
  const cut = (pattern, replacement, what) => {
    if (!pattern.test(trimmed)) missing.push(what);
    else trimmed = trimmed.replace(pattern, replacement);
  };
  cut(
    UNCOMPILED,
    'console.warn("Lingui: uncompiled message", translation);',
    'the uncompiled warning',
  );
  cut(NO_LOCALE, '"Lingui: no locale is active"', 'the no-locale error');
  for (const name of UNUSED_METHODS) cut(method(name), '', name);
  if (missing.length > 0) {
    this.emitWarning(
      new Error(
        `${this.resourcePath}: not found: ${missing.join(', ')}; has @lingui/core changed?`,
      ),
    );
  }
  return trimmed;
};
