// The site's Content-Security-Policy, in one place: docs/deploying.md's nginx and Netlify
// examples, the browser test that serves dist/ under it, and any tool that writes pages (a
// prerender adding the hashes of its inline CSS) all take it from here. Plain CommonJS, so Node
// scripts (ESM or not) and jest load it without a build step; content-security-policy.d.cts
// types it.
//
// No 'unsafe-inline' anywhere. Two policies, by location:
// - public pages (everything but /manager): `style-src 'self'` and nothing else. Their styles are
//   the build's CSS files (CSS Modules, the theme's variables generated at build time); no page
//   writes a style at run time, and a prerendered page carries no inline style.
// - the console (/manager, the sign-in page, and every route under it): MUI's components and
//   emotion, its CSS-in-JS engine, load with the console's chunks. Emotion runs in "speedy" mode in
//   production, where it adds rules through CSSOM insertRule (not governed by CSP) to <style>
//   elements it creates empty; an empty inline style is allowed by the hash of the empty string
//   below, in the console's policy only.
// Scripts: the build's files, and one inline script every page carries in its head (colour mode
// and the prerendered page's check, src/head/head-script.js), allowed by its hash in both
// policies: inline, it costs the first paint no request (issue 27). The build fails if the script
// changes without HEAD_SCRIPT_HASH (webpack.config.ts; src/head/head-script.test.ts says the new one).

/** SHA-256 of the head script as pages carry it (scripts/head-script.cjs). */
const HEAD_SCRIPT_HASH = "'sha256-x6d5HfGxG7TiRtdSiU8hQOk4LBeMujXI33OmthQa3WI='";

/** SHA-256 of the empty string: the content of every <style> element emotion creates. */
const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/** The routes served under the console's policy: /manager (sign-in) and everything below it. */
const CONSOLE_LOCATION = '/manager';

/**
 * True for a path the console's policy covers (src/lib/style-policy.ts reads the same rule).
 * @param {string} pathname
 * @returns {boolean}
 */
function isConsolePath(pathname) {
  return pathname === CONSOLE_LOCATION || pathname.startsWith(`${CONSOLE_LOCATION}/`);
}

/**
 * Where the hosts' build hooks live (Netlify, Vercel, Cloudflare Pages): the console's "Rebuild
 * the site" may POST to them (src/features/site-state/rebuild-hook.ts). The console's policy
 * only; the prerender's own hook is reached on the site's origin ('self').
 */
const BUILD_HOOK_ORIGINS = [
  'https://api.netlify.com',
  'https://api.vercel.com',
  'https://api.cloudflare.com',
];

/** The API origin the documented examples use; replace it with your own (config.js `apiBase`). */
const EXAMPLE_API_ORIGIN = 'https://api.example.com';

/**
 * The policy's directives, in order.
 * @param {{ apiOrigin?: string | null, console?: boolean, styleHashes?: string[], scriptHashes?: string[], meta?: boolean }} [options]
 *   apiOrigin: the origin of `apiBase` (calls and uploaded files), or null for an API on the site's
 *   own origin (the demo backend); console: the console's policy (emotion's empty <style>
 *   elements allowed), else the public pages'; styleHashes/scriptHashes: extra
 *   quoted 'sha256-…' sources for inline blocks a page carries; meta: for a <meta> tag, which
 *   must leave out frame-ancestors (browsers ignore it there and say so in the console).
 * @returns {[string, string[]][]}
 */
function cspDirectives(options = {}) {
  const {
    apiOrigin = EXAMPLE_API_ORIGIN,
    console = false,
    styleHashes = [],
    scriptHashes = [],
    meta = false,
  } = options;
  const api = apiOrigin === null ? [] : [new URL(apiOrigin).origin];
  /** @type {[string, string[]][]} */
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", HEAD_SCRIPT_HASH, ...scriptHashes]],
    ['style-src', ["'self'", ...(console ? [EMPTY_STYLE_HASH] : []), ...styleHashes]],
    // Articles may show images from anywhere on https; uploads come from the API's origin;
    // data: for the raster images the URL policy (src/lib/url-policy.ts) lets through.
    ['img-src', ["'self'", 'data:', 'https:', ...api]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...api, ...(console ? BUILD_HOOK_ORIGINS : [])]],
    // The demo backend's service worker (mockServiceWorker.js) is served from the site itself.
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
  ];
  if (!meta) directives.push(['frame-ancestors', ["'none'"]]);
  return directives;
}

/**
 * The policy as one header value (or <meta http-equiv> content).
 * @param {Parameters<typeof cspDirectives>[0]} [options]
 * @returns {string}
 */
function contentSecurityPolicy(options) {
  return cspDirectives(options)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}

/**
 * The policy a host sends with the document at `pathname`: the console's for /manager and below,
 * the public pages' for every other path.
 * @param {string} pathname
 * @param {Omit<NonNullable<Parameters<typeof cspDirectives>[0]>, 'console'>} [options]
 * @returns {string}
 */
function policyFor(pathname, options = {}) {
  return contentSecurityPolicy({ ...options, console: isConsolePath(pathname) });
}

module.exports = {
  BUILD_HOOK_ORIGINS,
  CONSOLE_LOCATION,
  EMPTY_STYLE_HASH,
  EXAMPLE_API_ORIGIN,
  HEAD_SCRIPT_HASH,
  cspDirectives,
  contentSecurityPolicy,
  isConsolePath,
  policyFor,
};
