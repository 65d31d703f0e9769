/**
 * The head script every page carries inline (src/head/head-script.js): the check a prerendered
 * page runs before its body is parsed marks <html> when the page was rendered from another API
 * than config.js names ("stale") or is served at another location than it was rendered for
 * ("elsewhere"). Run here as the page runs it: the very text the shell carries, after config.js
 * has set window.BLOG_CONFIG where config.js comes first; and the app's own check (page-stamp.ts)
 * for a page rendered from an API, whose config.js comes with the app.
 */
import { readPrerenderedData } from '@/lib/page-format/carried-data';
import { markStalePage } from '@/lib/page-format/page-stamp';
import { HEAD_SCRIPT_HASH } from '@/config/content-security-policy.cjs';
import { headScriptText, scriptHash } from '../../scripts/head-script.cjs';

const SCRIPT = headScriptText();

/** config.js not loaded before the head script (a page rendered from an API). */
const NOT_LOADED = Symbol('config.js not loaded yet');

function runHeadCheck(
  stamp: string | null,
  config: Window['BLOG_CONFIG'] | typeof NOT_LOADED,
  at: string,
): string | null {
  document.documentElement.removeAttribute('data-prerendered');
  document.head.innerHTML = stamp ?? '';
  window.history.replaceState(null, '', at);
  if (config === NOT_LOADED) delete window.BLOG_CONFIG;
  else window.BLOG_CONFIG = config;
  new Function(SCRIPT)();
  return document.documentElement.getAttribute('data-prerendered');
}

const stamp = (api: string, location: string) =>
  `<meta name="prerendered-from" content="${api}" data-location="${location}" />`;

/** What the head script listens for (never registered, so no test hears another's). */
let listeners: { on: 'window' | 'document'; type: string; listener: () => void }[] = [];
beforeEach(() => {
  listeners = [];
  const keep =
    (on: 'window' | 'document') =>
    (...[type, listener]: Parameters<EventTarget['addEventListener']>) => {
      listeners.push({ on, type, listener: listener as () => void });
    };
  jest.spyOn(window, 'addEventListener').mockImplementation(keep('window'));
  jest.spyOn(document, 'addEventListener').mockImplementation(keep('document'));
});
const fire = (on: 'window' | 'document', type: string) => {
  for (const entry of listeners) if (entry.on === on && entry.type === type) entry.listener();
};

afterEach(() => {
  jest.restoreAllMocks();
  document.documentElement.removeAttribute('data-prerendered');
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the head script as pages carry it', () => {
  it('is allowed by the hash in the policies (the build refuses another)', () => {
    expect(scriptHash(SCRIPT)).toBe(HEAD_SCRIPT_HASH);
    expect(SCRIPT).not.toMatch(/^\s*\/\//m);
  });
});

describe('the head check (src/head/head-script.js)', () => {
  it('leaves a page rendered from the API config.js names, for this location, unmarked (an empty mark)', () => {
    const api = 'https://api.example';
    expect(runHeadCheck(stamp(api, '/detail/1'), { apiBase: api }, '/detail/1')).toBe('');
    // parseConfig's own normalising: spaces and trailing slashes.
    expect(runHeadCheck(stamp(api, '/'), { apiBase: ` ${api}// ` }, '/')).toBe('');
    expect(runHeadCheck(stamp('demo', '/'), { mock: true, apiBase: api }, '/')).toBe('');
    expect(runHeadCheck(stamp(api, '/list?keyword=a'), { apiBase: api }, '/list?keyword=a')).toBe(
      '',
    );
  });

  it('marks a page rendered from the demo, or another API, stale', () => {
    const live = { mock: false, apiBase: 'https://api.example' };
    expect(runHeadCheck(stamp('demo', '/'), live, '/')).toBe('stale');
    expect(runHeadCheck(stamp('https://old.example', '/'), live, '/')).toBe('stale');
    expect(runHeadCheck(stamp('https://api.example', '/'), { mock: true }, '/')).toBe('stale');
    // No settings at all (config.js missing): nothing carried can be trusted.
    expect(runHeadCheck(stamp('demo', '/'), undefined, '/')).toBe('stale');
  });

  it('marks a page served at another location (a 404 page for a new article) elsewhere', () => {
    const api = 'https://api.example';
    expect(runHeadCheck(stamp(api, '/404'), { apiBase: api }, '/detail/77')).toBe('elsewhere');
    expect(runHeadCheck(stamp(api, '/'), { apiBase: api }, '/?page=2')).toBe('elsewhere');
  });

  it('takes a page a host served with a trailing slash (/detail/1/) as its own address', () => {
    const api = 'https://api.example';
    expect(runHeadCheck(stamp(api, '/detail/1'), { apiBase: api }, '/detail/1/')).toBe('');
    expect(window.location.pathname).toBe('/detail/1');
    expect(runHeadCheck(stamp(api, '/?page=2'), { apiBase: api }, '/?page=2')).toBe('');
    expect(window.location.pathname).toBe('/');
    expect(runHeadCheck(stamp(api, '/timeLine'), { apiBase: api }, '/timeLine/?a=1#x')).toBe(
      'elsewhere',
    );
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/timeLine?a=1#x',
    );
  });

  it('leaves the API check of a page whose config.js comes with the app to the app (page-stamp.ts)', () => {
    const api = 'https://api.example';
    expect(runHeadCheck(stamp(api, '/'), NOT_LOADED, '/')).toBe('');
    expect(runHeadCheck(stamp(api, '/404'), NOT_LOADED, '/detail/77')).toBe('elsewhere');
    // The demo's pages keep config.js first: without it, nothing carried can be trusted.
    expect(runHeadCheck(stamp('demo', '/'), NOT_LOADED, '/')).toBe('stale');
  });

  it('leaves a page without a stamp (the app shell, a route shell) alone', () => {
    expect(runHeadCheck(null, { apiBase: 'https://api.example' }, '/list')).toBeNull();
  });

  it('a marked page gives the app no carried data, so it renders from the live API', () => {
    document.body.innerHTML =
      '<div id="root"></div><script type="application/json" id="prerendered-data">{"location":"/","queries":{},"provided":{}}</script>';
    runHeadCheck(stamp('https://api.example', '/'), { apiBase: 'https://api.example' }, '/');
    expect(readPrerenderedData(document, '/')).not.toBeNull();
    runHeadCheck(stamp('demo', '/'), { apiBase: 'https://api.example' }, '/');
    expect(readPrerenderedData(document, '/')).toBeNull();
    document.body.innerHTML = '';
  });
});

describe("the app's check as it starts (markStalePage)", () => {
  const mark = () => document.documentElement.getAttribute('data-prerendered');

  it('marks a page rendered from another API than config.js names stale, once config.js is in', () => {
    const api = 'https://api.example';
    for (const [stamped, config, stale] of [
      [api, { mock: false, apiBase: api }, false],
      ['https://old.example', { mock: false, apiBase: api }, true],
      ['demo', { mock: true, apiBase: api }, false],
      [api, { mock: true, apiBase: api }, true],
    ] as const) {
      // config.js comes first on the demo's pages only.
      runHeadCheck(stamp(stamped, '/'), stamped === 'demo' ? config : NOT_LOADED, '/');
      expect(markStalePage(document, config)).toBe(stale);
      expect(mark()).toBe(stale ? 'stale' : '');
    }
  });

  it('leaves a page without a stamp alone, and a page elsewhere elsewhere', () => {
    const api = 'https://api.example';
    document.head.innerHTML = '';
    expect(markStalePage(document, { mock: false, apiBase: api })).toBe(false);
    expect(mark()).toBeNull();
    runHeadCheck(stamp(api, '/404'), NOT_LOADED, '/detail/77');
    expect(markStalePage(document, { mock: false, apiBase: api })).toBe(false);
    expect(mark()).toBe('elsewhere');
  });
});

describe('the boot script, asked for by the head script', () => {
  const LIST = `<script type="application/json" id="deferred-start">${JSON.stringify({ boot: '/boot.1.js', scripts: [], preload: [] })}</script>`;
  const booted = () =>
    [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

  it('once the page has loaded, on a page that is what it says', () => {
    const api = 'https://api.example';
    runHeadCheck(stamp(api, '/'), NOT_LOADED, '/');
    document.head.insertAdjacentHTML('beforeend', LIST);
    fire('document', 'DOMContentLoaded');
    expect(booted()).toEqual([]);
    fire('window', 'load');
    expect(booted()).toEqual(['/boot.1.js']);
  });

  it('as soon as the page is parsed on a marked page, whose content is hidden until the app renders', () => {
    const api = 'https://api.example';
    runHeadCheck(stamp(api, '/404'), NOT_LOADED, '/detail/77');
    document.head.insertAdjacentHTML('beforeend', LIST);
    fire('document', 'DOMContentLoaded');
    expect(booted()).toEqual(['/boot.1.js']);
  });

  it('not at all without a list, or with a broken one', () => {
    const api = 'https://api.example';
    runHeadCheck(stamp(api, '/404'), NOT_LOADED, '/detail/77');
    document.head.insertAdjacentHTML(
      'beforeend',
      '<script type="application/json" id="deferred-start">{broken</script>',
    );
    fire('document', 'DOMContentLoaded');
    fire('window', 'load');
    expect(booted()).toEqual([]);
  });
});
