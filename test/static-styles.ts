/**
 * What a reading-side component drawn from its stylesheet looks like in the DOM: classes from its
 * CSS module, no class emotion generated (`css-…`, `Mui…`), and no style attribute (the
 * Content-Security-Policy blocks those in prerendered markup, and they would be styles written at
 * run time). Fails on any element under `root` that breaks the rule, naming it.
 */
export function expectStaticStyles(root: Element): void {
  const offenders = [root, ...Array.from(root.querySelectorAll('*'))]
    .filter(
      (element) =>
        element.hasAttribute('style') ||
        Array.from(element.classList).some((name) => /^(css-|Mui)/.test(name)),
    )
    .map((element) => element.outerHTML.slice(0, 120));
  expect(offenders).toEqual([]);
}
