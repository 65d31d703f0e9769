// webpack loader for react-router's production build. Its components are defined as
// `var Form = React.forwardRef(...)` followed by `Form.displayName = "Form"`: a call and an
// assignment that a minifier must keep, so every component stayed in the entry whether the app
// used it or not (<Form> and its submission helpers, <NavLink>, <Link> with its prefetching).
// Marking the calls pure and leaving out the display names (React DevTools labels) lets the
// unused ones go.
const DEFINITION = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo)\()/gm;
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

module.exports = function reactRouterUnusedExports(source) {
  const marked = source.replace(DEFINITION, '$1/*#__PURE__*/ $2');
  if (marked === source && source.includes('forwardRef('))
    this.emitWarning(
      new Error(
        `${this.resourcePath}: no component definitions found; has react-router's build changed shape?`,
      ),
    );
  return marked.replace(DISPLAY_NAME, '');
};
