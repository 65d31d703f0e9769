/**
 * The one URL policy for everything the app turns into an `href` or `src`: links and images in
 * rendered Markdown, and URLs that arrive from the API or config (file links, covers, avatars).
 *
 * Two readings must agree before a URL is trusted. A scheme check that first drops what browsers
 * ignore inside a scheme (ASCII whitespace and control characters: `java\tscript:`), and the
 * WHATWG URL parser, which is how the browser itself will read the URL (it also turns `\` into
 * `/`, so `/\host` and `\\host` are other hosts, and strips tabs and newlines anywhere).
 */

// Control characters are the point of this pattern.
// eslint-disable-next-line no-control-regex
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp)[;,]/i;
const HREF_SCHEMES = ['http', 'https', 'mailto', 'tel'];
const SRC_SCHEMES = ['http', 'https'];
/** Stands in for the page's origin when only the scheme of a relative URL matters. */
const PLACEHOLDER_BASE = 'https://relative.invalid/';

/** The scheme of a URL in lower case, or null for a relative URL or a #fragment. */
export function urlScheme(url: string): string | null {
  const compact = url.replace(IGNORED_IN_SCHEME, '');
  // Anything before the first '/', '\', '?' or '#' that ends in ':' is a scheme.
  const head = compact.split(/[/\\?#]/, 1)[0];
  const match = SCHEME.exec(head);
  if (match) return match[1].toLowerCase();
  // "a:b" with odd characters in the scheme is not a URL we understand: treat it as unsafe.
  return head.includes(':') ? 'invalid' : null;
}

/** The URL as the browser will resolve it against `base`, or null when it does not parse. */
function resolve(url: string, base: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

function hasSchemeIn(url: string, schemes: string[]): boolean {
  const scheme = urlScheme(url);
  if (scheme !== null && !schemes.includes(scheme)) return false;
  const parsed = resolve(url, PLACEHOLDER_BASE);
  return parsed !== null && schemes.includes(parsed.protocol.slice(0, -1));
}

/** For href: http(s), mailto, tel, relative paths and #fragments. */
export function isSafeHref(url: string): boolean {
  return hasSchemeIn(url, HREF_SCHEMES);
}

/** For src: http(s), relative, and raster data: images (never svg+xml, never text/html). */
export function isSafeSrc(url: string): boolean {
  if (urlScheme(url) === 'data') return SAFE_DATA_IMAGE.test(url.replace(IGNORED_IN_SCHEME, ''));
  return hasSchemeIn(url, SRC_SCHEMES);
}

/**
 * True for a link that leaves this site by any route: another origin (`https://host`, `//host`,
 * `/\host`, `\\host`, with whitespace or control characters mixed in) or another scheme
 * (`mailto:`). Such links open in a new tab with rel="noopener noreferrer".
 */
export function isExternalHref(url: string, origin: string): boolean {
  const parsed = resolve(url, origin);
  if (!parsed) return true;
  const web = parsed.protocol === 'http:' || parsed.protocol === 'https:';
  return !web || parsed.origin !== origin;
}

/** A URL from the API or config for an `<img src>`: kept when safe, else null. */
export function safeSrc(url: string | null | undefined): string | null {
  return url && isSafeSrc(url) ? url : null;
}

/**
 * A URL from the API for a file that is both linked and previewed: only http(s) or relative
 * (what both isSafeHref and isSafeSrc allow, without data:), else ''.
 */
export function safeFileUrl(url: string): string {
  return isSafeHref(url) && isSafeSrc(url) ? url : '';
}
