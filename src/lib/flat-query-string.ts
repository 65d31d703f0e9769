/**
 * qs's own output for flat parameters (strings, numbers, booleans), without loading qs: the public
 * pages only ever send and read flat ones, and qs with its dependencies (side-channel,
 * object-inspect, get-intrinsic) weighs about 18 KiB gzip that every first load would pay. The
 * rules are qs.stringify's defaults: keys in order, RFC 3986 percent-encoding as UTF-8 of
 * everything but A-Z a-z 0-9 - _ . ~; flat-query-string.test.ts checks the output against qs itself.
 * Anything else (arrays, nested objects, text that is not valid UTF-16) is left to qs.
 */

export type FlatParams = Record<string, string | number | boolean>;

/** encodeURIComponent leaves !'()* as they are; qs (RFC 3986) encodes them. */
export const encodeRfc3986 = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const isFlatValue = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

export function isFlat(value: unknown): value is FlatParams {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every(isFlatValue)
  );
}

/**
 * `key=value&…` for flat params, or null when qs must do it (not flat, or a lone surrogate that
 * encodeURIComponent refuses and qs encodes its own way). `encodeKey` for keys encoded otherwise.
 */
export function stringifyFlat(
  params: unknown,
  encodeKey: (key: string) => string = encodeRfc3986,
): string | null {
  if (!isFlat(params)) return null;
  try {
    return Object.entries(params)
      .map(([key, value]) => `${encodeKey(key)}=${encodeRfc3986(String(value))}`)
      .join('&');
  } catch {
    return null;
  }
}

/**
 * The one value of `key` in a query string (with or without its `?`), or undefined when it is
 * missing or given more than once (qs would read those as a list, which no flat parameter is).
 */
export function readFlatParam(search: string, key: string): string | undefined {
  const values = new URLSearchParams(search).getAll(key);
  return values.length === 1 ? values[0] : undefined;
}
