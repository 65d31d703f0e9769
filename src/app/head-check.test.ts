/**
 * public/color-scheme.js, the head check a prerendered page runs before its body is parsed: it
 * marks <html> when the page was rendered from another API than config.js names ("stale") or is
 * served at another location than it was rendered for ("elsewhere"). Run here as the page runs
 * it: the file's own text, after config.js has set window.BLOG_CONFIG.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readPrerenderedData } from '@/lib/page-format/carried-data';

const SCRIPT = fs.readFileSync(path.join(__dirname, '../../public/color-scheme.js'), 'utf8');

function runHeadCheck(
  stamp: string | null,
  config: Window['BLOG_CONFIG'],
  at: string,
): string | null {
  document.documentElement.removeAttribute('data-prerendered');
  document.head.innerHTML = stamp ?? '';
  window.history.replaceState(null, '', at);
  window.BLOG_CONFIG = config;
  new Function(SCRIPT)();
  return document.documentElement.getAttribute('data-prerendered');
}

const stamp = (api: string, location: string) =>
  `<meta name="prerendered-from" content="${api}" data-location="${location}" />`;

afterEach(() => {
  document.documentElement.removeAttribute('data-prerendered');
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the head check (public/color-scheme.js)', () => {
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
