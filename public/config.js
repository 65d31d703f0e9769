// Runtime settings, read before the app starts. Edit this file on the static host; no rebuild
// is needed. See README.md ("Configuration") for every field.
window.BLOG_CONFIG = {
  // Absolute address of the blog API, e.g. 'https://api.example.com'.
  apiBase: '',
  // true: the built-in demo backend answers every call in the browser (no server needed).
  // Set to false, and set apiBase, to use a real backend.
  mock: true,
  // Authorization header scheme: 'Bearer <token>'; '' sends the raw token.
  authScheme: 'Bearer',
  // How arrays are encoded: 'repeat' (a=1&a=2), 'brackets', 'indices' or 'comma'.
  arrayFormat: 'repeat',
  site: {
    // Add url: 'https://blog.example.com' (the blog's public address) for a real deploy: canonical
    // links, the feed and the sitemap use it. The demo (mock: true) has none: its pages are noindex.
    title: 'Quiet Notes',
    description: 'Essays and notes on software, craft and reading.',
    owner: 'Ada Owner',
    avatar: '/avatar.svg',
    profileLinks: [
      { label: 'GitHub', url: 'https://github.com/' },
      { label: 'Mastodon', url: 'https://mastodon.social/' },
    ],
    copyright: '© 2026 Ada Owner',
    filingNumber: 'ICP 2026000107',
    filingUrl: 'https://beian.miit.gov.cn/',
  },
};
