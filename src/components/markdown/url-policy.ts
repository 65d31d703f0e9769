/**
 * The URL policy of rendered content: which schemes a link may go to and where an image may come
 * from. Browsers ignore ASCII whitespace and control characters inside a scheme
 * (`java\tscript:`), so those are stripped before the scheme is read.
 */

// Control characters are the point of this pattern.
// eslint-disable-next-line no-control-regex
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp)[;,]/i;

/** The scheme of a URL in lower case, or null for a relative URL or a #fragment. */
export function urlScheme(url: string): string | null {
  const compact = url.replace(IGNORED_IN_SCHEME, '');
  // Anything before the first '/', '?' or '#' that ends in ':' is a scheme.
  const head = compact.split(/[/?#]/, 1)[0];
  const match = SCHEME.exec(head);
  if (match) return match[1].toLowerCase();
  // "a:b" with odd characters in the scheme is not a URL we understand: treat it as unsafe.
  return head.includes(':') ? 'invalid' : null;
}

/** For href: http(s), mailto, tel, relative paths and #fragments. */
export function isSafeHref(url: string): boolean {
  const scheme = urlScheme(url);
  return (
    scheme === null ||
    scheme === 'http' ||
    scheme === 'https' ||
    scheme === 'mailto' ||
    scheme === 'tel'
  );
}

/** For src: http(s), relative, and raster data: images (never svg+xml, never text/html). */
export function isSafeSrc(url: string): boolean {
  const scheme = urlScheme(url);
  if (scheme === null || scheme === 'http' || scheme === 'https') return true;
  return scheme === 'data' && SAFE_DATA_IMAGE.test(url.replace(IGNORED_IN_SCHEME, ''));
}

/**
 * True for an absolute http(s) link to another site (opened in a new tab with
 * rel="noopener noreferrer"). Protocol-relative `//host` counts as absolute.
 */
export function isExternalHref(url: string, origin: string): boolean {
  const scheme = urlScheme(url);
  const protocolRelative = scheme === null && url.trim().startsWith('//');
  if (scheme !== 'http' && scheme !== 'https' && !protocolRelative) return false;
  try {
    return new URL(url, origin).origin !== origin;
  } catch {
    return true;
  }
}
