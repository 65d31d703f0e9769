import { readPrerenderedData } from '@/lib/page-format/carried-data';
import { API_STAMP_NAME, DEFERRED_START_ID, PRERENDERED_DATA_ID } from '@/lib/page-format/page-ids';
import { HOSTILE_TEXTS } from '../../test/hostile-corpus';
import { apiStamp } from '@/lib/page-format/page-stamp';
import { isAppShell, pageDocument } from './html-document';

// The shell as html-webpack-plugin writes it (minified, attributes unquoted), its inline head
// script shortened.
const HEAD_SCRIPT = '<script>(function(){/* the head script */})();</script>';
const SHELL = `<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="A personal blog."><title>Blog</title><script src=/config.js></script>${HEAD_SCRIPT}<script defer src=/runtime.1.js></script><script defer src=/main.1.js></script></head><body><noscript>This blog needs JavaScript.</noscript><div id=root></div></body></html>`;

function page(html: string, title = 'Hello', api = 'https://api.example') {
  return pageDocument(SHELL, {
    head: `<title>${title}</title>`,
    stylesheets: ['/markdown.1.chunk.css'],
    scripts: ['/page-detail.1.chunk.js'],
    boot: '/boot.1.js',
    api,
    locale: 'en' as const,
    html,
    data: { location: '/detail/1', queries: {}, provided: { tags: {}, keys: {} } } as never,
  });
}

/** A page with nothing but `<p>x</p>` and the given carried queries. */
function bareParts(queries: object) {
  return {
    head: '',
    stylesheets: [],
    scripts: [],
    boot: '/boot.1.js',
    api: 'demo',
    locale: 'en' as const,
    html: '<p>x</p>',
    data: { location: '/', queries, provided: {} } as never,
  };
}

describe('pageDocument', () => {
  it("puts the page in #root, its tags and its chunks' stylesheets in <head>, no inline style, and drops the shell title and noscript", () => {
    const doc = new DOMParser().parseFromString(page('<p>Body</p>'), 'text/html');
    expect(doc.title).toBe('Hello');
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.querySelector('meta[name="description"]')).toBeNull();
    expect(doc.querySelector('noscript')).toBeNull();
    expect(doc.getElementById('root')?.innerHTML).toBe('<p>Body</p>');
    expect(doc.querySelector('style')).toBeNull();
    expect(doc.querySelector('[style]')).toBeNull();
    expect(doc.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(
      '/markdown.1.chunk.css',
    );
  });

  it('runs the inline head check and asks for no script before it has painted, handing the head script the boot script and the boot script the settings, the app and the route chunks', () => {
    const html = page('<p>Body</p>');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const sources = [...doc.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
    // No request before the first paint but the entry's stylesheet (issue 27).
    expect(sources).toEqual([]);
    expect(html).toContain(HEAD_SCRIPT);
    expect(doc.querySelector('link[rel="preload"][as="script"]')).toBeNull();
    const start = doc.getElementById(DEFERRED_START_ID);
    expect(start?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(start?.textContent ?? '')).toEqual({
      location: '/detail/1',
      boot: '/boot.1.js',
      scripts: ['/config.js', '/runtime.1.js', '/main.1.js'],
      preload: ['/page-detail.1.chunk.js'],
    });
  });

  it("keeps config.js first, render-blocking, on the demo's pages, so the head check can hide them on a host that names an API", () => {
    const html = page('<p>Body</p>', 'Hello', 'demo');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const sources = [...doc.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
    expect(sources).toEqual(['/config.js']);
    expect(doc.querySelector('script[src="/config.js"]')?.hasAttribute('defer')).toBe(false);
    expect(html.indexOf('/config.js')).toBeLessThan(html.indexOf(HEAD_SCRIPT));
    expect(JSON.parse(doc.getElementById(DEFERRED_START_ID)?.textContent ?? '').scripts).toEqual([
      '/runtime.1.js',
      '/main.1.js',
    ]);
  });

  it('stamps the page, before its scripts, with the API and the location it was rendered from and for', () => {
    const html = page('<p>x</p>');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const stamp = doc.querySelector<HTMLMetaElement>(`meta[name="${API_STAMP_NAME}"]`);
    expect(stamp?.content).toBe('https://api.example');
    expect(stamp?.dataset.location).toBe('/detail/1');
    // Parsed before the script that reads it.
    expect(html.indexOf(API_STAMP_NAME)).toBeLessThan(html.indexOf(HEAD_SCRIPT));
    const demo = page('<p>x</p>', 'Hello', 'demo');
    expect(demo.indexOf(API_STAMP_NAME)).toBeLessThan(demo.indexOf('/config.js'));
  });

  it('names the API as the head check does: demo for the built-in backend, else apiBase', () => {
    expect(apiStamp({ mock: true, apiBase: 'http://127.0.0.1:5000' })).toBe('demo');
    expect(apiStamp({ mock: false, apiBase: 'https://api.example' })).toBe('https://api.example');
  });

  it('refuses a shell without config.js (the head check or the app needs it)', () => {
    const shell = SHELL.replace('<script src=/config.js></script>', '');
    expect(() => pageDocument(shell, bareParts({}))).toThrow(/config\.js/);
  });

  it('refuses a shell without deferred app scripts', () => {
    const shell = SHELL.replace(/<script defer[^>]*><\/script>/g, '');
    expect(() => pageDocument(shell, bareParts({}))).toThrow(/no deferred app script/);
  });

  it('is an app shell before the prerender and not after', () => {
    expect(isAppShell(SHELL)).toBe(true);
    expect(isAppShell(page('<p>Body</p>'))).toBe(false);
  });

  it.each(HOSTILE_TEXTS)('carries hostile data inertly and intact (%s)', (_id, text) => {
    const html = pageDocument(SHELL, bareParts({ q: { data: text } }));
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const script = doc.getElementById(PRERENDERED_DATA_ID);
    expect(script?.getAttribute('type')).toBe('application/json');
    // The settings (a demo page's), the head script, the boot script's list and the data: the
    // text cannot open an element of its own.
    expect(doc.querySelectorAll('script')).toHaveLength(4);
    const data = readPrerenderedData(doc, '/');
    expect((data?.queries as unknown as { q: { data: string } }).q.data).toBe(text);
  });

  it('is not taken over on another location than the one it was rendered for', () => {
    const doc = new DOMParser().parseFromString(page('<p>x</p>'), 'text/html');
    expect(readPrerenderedData(doc, '/detail/1')).not.toBeNull();
    expect(readPrerenderedData(doc, '/list?keyword=x')).toBeNull();
  });
});
