/**
 * What every toast clearance is made of (use-toast-clearance.ts, toast-avoidance.ts): a number
 * shared between the element that makes room and the element that takes it, carried into a CSS
 * variable on the one element that reads it (through the CSSOM, which the Content-Security-Policy
 * allows where a style attribute it would not).
 */

/** A shared pixel value; `follow(name)` is a callback ref keeping `name` equal to it. */
export function cssValue() {
  let value = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: number) {
      if (next === value) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    /** Calls `listener` after each change; returns the undo. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** A callback ref that keeps `name` on its element equal to the value while attached. */
    follow: (name: string) => (element: HTMLElement | null) => {
      if (!element) return undefined;
      const apply = () => element.style.setProperty(name, `${value}px`);
      apply();
      listeners.add(apply);
      return () => void listeners.delete(apply);
    },
  };
}
