// Every page's head script, inline (scripts/head-script.cjs writes it into the shell without its
// comments; the policy allows it by its hash, HEAD_SCRIPT_HASH in src/config/content-security-policy.cjs).
// Inline, not a file: a file would be a request more before the first paint (issue 27). It runs
// before the body is parsed. It sets the colour mode (rules and colours: src/lib/color-mode.ts)
// and marks a prerendered page served at another location "elsewhere", or rendered from another
// API than config.js names "stale" (the stamp and why: src/prerender/html-document.ts).
(function () {
  var root = document.documentElement;
  var mode = null;
  try {
    mode = localStorage.getItem('colorMode');
  } catch {
    // Storage can be blocked (private modes): follow the system.
  }
  if (mode !== 'light' && mode !== 'dark') {
    mode =
      window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  root.dataset.colorMode = mode;
  // Set through CSSOM, which CSP allows (a style="" attribute in the markup would not be).
  root.style.colorScheme = mode;
  root.style.backgroundColor = mode === 'dark' ? '#15171a' : '#fbfaf8';
  // A host that redirects /detail/1 to /detail/1/ (GitHub Pages, S3 serving detail/1/index.html)
  // would make every page "elsewhere" below, its content hidden until the app renders it from the
  // API; no route of the app ends in a slash, so the address drops it before anyone reads it.
  var path = location.pathname;
  if (/.\/$/.test(path)) {
    history.replaceState(history.state, '', path.slice(0, -1) + location.search + location.hash);
  }
  var stamp = document.querySelector('meta[name=prerendered-from]');
  if (!stamp) return;
  var mark = stamp.dataset.location !== location.pathname + location.search ? 'elsewhere' : '';
  // config.js comes before this script on the demo's pages (the build's own, which must never paint
  // on a host whose config.js names an API) and on the app shells. A page rendered from an API loads
  // config.js with the app instead, off the first paint; the app compares the stamp then
  // (markStalePage, src/lib/page-format/page-stamp.ts, the same rule as here and parseConfig's).
  var config = window.BLOG_CONFIG;
  if (config !== undefined || stamp.content === 'demo') {
    config = config || {};
    var api =
      config.mock === true
        ? 'demo'
        : String(config.apiBase || '')
            .trim()
            .replace(/\/+$/, '');
    if (stamp.content !== api) mark = 'stale';
  }
  root.dataset.prerendered = mark;
  // The boot script (src/boot.ts), which starts the app, is asked for once the page has loaded:
  // asked for in the markup, it took one of the connections the first paint waits on (issue 27).
  // A marked page's at once: what is wrong is hidden until the app has rendered the route afresh.
  function boot() {
    var list = document.getElementById('deferred-start');
    var src = null;
    try {
      src = list && JSON.parse(list.textContent).boot;
    } catch {
      // A broken list: the page stays as it arrived, readable without the app.
    }
    if (typeof src !== 'string') return;
    var script = document.createElement('script');
    script.src = src;
    document.head.append(script);
  }
  if (mark) document.addEventListener('DOMContentLoaded', boot, { once: true });
  else window.addEventListener('load', boot, { once: true });
})();
