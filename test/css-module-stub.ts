/**
 * A CSS module in jest: each class name is its own key (`styles.card` is "card"), so tests can
 * find elements by the class a component gives them. jsdom loads no stylesheet either way.
 */
const classes: Readonly<Record<string, string>> = new Proxy(
  {},
  { get: (_target, key) => String(key) },
);

export default classes;
