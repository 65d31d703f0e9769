// Applied before the first paint so the page never flashes the wrong theme. A file, not an inline
// script, so the Content-Security-Policy needs no 'unsafe-inline' or hash for it. The rule and the
// colours follow src/lib/color-mode.ts; keep the two in step.
(function () {
  var mode = null;
  try {
    mode = localStorage.getItem('colorMode');
  } catch {
    // Storage can be blocked (private modes): follow the system.
  }
  if (mode !== 'light' && mode !== 'dark') {
    mode =
      window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  }
  document.documentElement.setAttribute('data-color-mode', mode);
  // Set through CSSOM, which CSP allows (a style="" attribute in the markup would not be).
  document.documentElement.style.colorScheme = mode;
  document.documentElement.style.backgroundColor = mode === 'dark' ? '#15171a' : '#fbfaf8';
})();
