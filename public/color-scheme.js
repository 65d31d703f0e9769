// Runs in <head>, after config.js, before the body is parsed (a file: the CSP allows no inline
// script). Sets the colour mode (rules and colours: src/lib/color-mode.ts), and marks a
// prerendered page rendered from another API "stale", or served at another location "elsewhere"
// (the stamp and why: src/prerender/html-document.ts; the API rule: parseConfig).
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
  var config = window.BLOG_CONFIG || {};
  if (stamp) {
    root.dataset.prerendered =
      stamp.content !==
      (config.mock === true
        ? 'demo'
        : String(config.apiBase || '')
            .trim()
            .replace(/\/+$/, ''))
        ? 'stale'
        : stamp.dataset.location !== location.pathname + location.search
          ? 'elsewhere'
          : '';
  }
})();
