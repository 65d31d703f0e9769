// Runtime settings: edit on the host, no rebuild needed. Every field: docs/configuration.md.
window.BLOG_CONFIG = {
  apiBase: '', // the blog API's absolute address, e.g. 'https://api.example.com'
  mock: true, // true: the built-in demo backend (no server); false, with apiBase: a real one
  authScheme: 'Bearer', // Authorization: 'Bearer <token>'; '' sends the raw token
  arrayFormat: 'repeat', // arrays: 'repeat' (a=1&a=2), 'brackets', 'indices' or 'comma'
  site: {
    // url: 'https://blog.example.com', // the public address, for a real deploy (the demo has none)
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
    locale: 'en', // 'en' or 'zh-CN'
  },
};
