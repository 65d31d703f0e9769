// Runs before the test framework: the runtime config every test starts from (an absolute base,
// as in production: a relative one fails in Node's fetch).
import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import { setConfig } from '@/config/runtime-config';
import { checkRuleClassesFirst } from './jsdom-style-rules';
import { TEST_API_BASE } from './test-config';

setConfig({
  apiBase: TEST_API_BASE,
  mock: false,
  authScheme: 'Bearer',
  arrayFormat: 'repeat',
  requestTimeoutMs: REQUEST_TIMEOUT_MS,
  site: {
    url: 'https://blog.test',
    title: 'Test Blog',
    description: 'A blog under test.',
    owner: 'Test Owner',
    avatar: '/avatar.svg',
    profileLinks: [{ label: 'GitHub', url: 'https://github.com/owner' }],
    copyright: '© 2026 Test Owner',
    filingNumber: 'ICP 123',
    filingUrl: 'https://beian.example/',
    locale: 'en',
  },
});

// jsdom lays nothing out and has no Range geometry; the Markdown writer (CodeMirror) asks a text
// range for its boxes when it measures. Empty boxes, as for text that is not on screen.
if (typeof Range !== 'undefined' && !Range.prototype.getClientRects) {
  Range.prototype.getClientRects = () =>
    Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}

// jsdom does not scroll (it lays nothing out) and reports each window.scrollTo as "not
// implemented" on the console; a page change jumps to the top. Tests that check the calls spy on it.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// Trying each stylesheet rule was most of jsdom's work for the console's screens
// (test/jsdom-style-rules.ts).
if (typeof document !== 'undefined') checkRuleClassesFirst(document);
