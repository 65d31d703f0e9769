/**
 * Hostile URLs for the URL policy (src/lib/url-policy.ts), written by the project's authors: the
 * routes off a site that browsers accept (slashes, backslashes, whitespace and control characters
 * the URL parser drops, credentials, look-alike hosts) and script or document schemes in
 * disguise. Each is tried as an article link and against the policy functions.
 */

/** The site the cases are judged against. */
export const SITE_ORIGIN = 'https://blog.example';

/** Links that leave the site by some route: each must open as an external link. */
export const OFF_SITE_HREFS: string[] = [
  'https://evil.example',
  'http://evil.example/path?q=1#top',
  'HTTPS://EVIL.EXAMPLE',
  '//evil.example',
  '//evil.example/detail/1',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '\\\\\\evil.example',
  ' //evil.example',
  '\t//evil.example',
  '\n//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\\\t\\evil.example',
  '\u0000//evil.example',
  '\u001f//evil.example',
  '//evil.example\u0000',
  'http:evil.example',
  'http:\\\\evil.example',
  'https:\\\\evil.example',
  'https:/\\evil.example',
  'https://blog.example@evil.example',
  'https://blog.example:pass@evil.example',
  'https://evil.example\\@blog.example',
  'https://evil.example#@blog.example',
  'https://blog.example.evil.example',
  'https://evil。example',
  'https://blog.example:8443/',
  'http://blog.example/',
  'mailto:owner@evil.example',
  'tel:+15555550100',
  'ftp://evil.example/file',
  'ws://evil.example',
];

/** Script, document and local schemes in disguise: never an href, never a src. */
export const SCRIPT_URLS: string[] = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\u0001javascript:alert(1)',
  '\u200bjavascript:alert(1)',
  '\ufeffjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'java\u0000script:alert(1)',
  'javascript\t:alert(1)',
  'javascript://%0aalert(1)',
  'javascript:/\\evil.example',
  'vbscript:msgbox(1)',
  'livescript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  'data:application/xhtml+xml,<x/>',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  'file:///etc/passwd',
  'blob:https://evil.example/0b4c1f0e',
  'filesystem:https://evil.example/temporary/x',
  'view-source:https://evil.example',
  'feed:javascript:alert(1)',
  'jar:https://evil.example/x.jar!/',
  'ms-its:mhtml:file://C:/x.mht!https://evil.example',
  'x-javascript:alert(1)',
  'chrome://settings',
  'about:blank',
  // Not a URL at all: no parser accepts it, so it is not trusted either.
  'http://[::1',
];

/** Links that stay on the site, however they are spelled. */
export const ON_SITE_HREFS: string[] = [
  '',
  '/',
  '/detail/1',
  'detail/1',
  '../timeLine',
  '?keyword=x',
  '#section',
  'https://blog.example/detail/1',
  '//blog.example/list',
  '/\\blog.example/list',
  // Read by browsers as a path on this site, not as another host.
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  'https:evil.example',
  'https://blog.example\\@evil.example',
];

/** How many hostile URLs the tests try (docs/reliability.md: "Hostile inputs"). */
export const HOSTILE_URL_COUNT = OFF_SITE_HREFS.length + SCRIPT_URLS.length;
