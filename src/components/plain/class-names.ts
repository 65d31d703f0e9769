/** Joins class names, skipping the empty ones (a look's classes and the caller's own). */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
