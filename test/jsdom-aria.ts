/**
 * For tests: jsdom lacks ARIA's reflected properties (`element.role` and the like), which browsers
 * have (Chromium, Safari, Firefox 119). This stand-in reflects the one the app sets to its
 * attribute, as the browser does.
 */
const REFLECTED = { role: 'role' } as const;

export function installAriaReflection(): void {
  for (const [property, attribute] of Object.entries(REFLECTED)) {
    if (property in Element.prototype) continue;
    Object.defineProperty(Element.prototype, property, {
      configurable: true,
      get(this: Element) {
        return this.getAttribute(attribute);
      },
      set(this: Element, value: string | null) {
        if (value === null) this.removeAttribute(attribute);
        else this.setAttribute(attribute, value);
      },
    });
  }
}
