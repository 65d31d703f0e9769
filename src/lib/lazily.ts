/**
 * A value made on first use and kept. For Intl formatters in modules the public entry loads:
 * the first one built costs the browser ~10 ms of locale data on a fast machine (four times that
 * on a phone), and made at module level they all landed in the one task that evaluates the app.
 */
export function lazily<T>(create: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = create();
      made = true;
    }
    return value as T;
  };
}
