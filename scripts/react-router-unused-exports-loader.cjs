// webpack loader for react-router's production build. Its components (and contexts) are defined
// as `var Form = React.forwardRef(...)` followed by `Form.displayName = "Form"`: a call and an
// assignment that a minifier must keep, so every component stayed in the entry whether the app
// used it or not (<Form> and its submission helpers, <NavLink>, <Link> with its prefetching).
// Marking the calls pure and leaving out the top-level display names (React DevTools labels) lets
// the unused ones go. A build whose shape has changed fails the build, naming what it did not find:
// a warning scrolls by and the bytes come back unnoticed.
const DEFINITION = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo)\()/gm;
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
const ANY_TOP_LEVEL_DISPLAY_NAME = /^[\w$]+\.displayName\b/m;

module.exports = function reactRouterUnusedExports(source) {
  const marked = source.replace(DEFINITION, '$1/*#__PURE__*/ $2');
  const trimmed = marked.replace(DISPLAY_NAME, '');
  const changed = (problem) => {
    throw new Error(`${this.resourcePath}: ${problem}; has react-router's build changed shape?`);
  };
  if (marked === source && source.includes('forwardRef('))
    changed('no component definitions found');
  if (ANY_TOP_LEVEL_DISPLAY_NAME.test(trimmed)) changed('a display name was left in');
  return trimmed;
};
