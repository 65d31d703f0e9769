import type { Article } from '@/api/types';
import { getConfig } from '@/config/runtime-config';
import { HOSTILE_TEXTS, xmlSafe } from '../../test/hostile-corpus';
import { articleMeta, headTags, homeMeta, notFoundMeta } from './head-tags';

const site = getConfig().site;

function article(overrides: Partial<Article> = {}): Article {
  return {
    id: '7',
    title: 'Seven',
    summary: 'About seven.',
    cover: '/demo/cover-1.svg',
    category: { id: '1', name: 'Notes' },
    labels: [{ id: '2', name: 'Web' }],
    views: 3,
    disabled: false,
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-02-03T04:05:06.000Z',
    wordCount: 100,
    content: '# Seven',
    prev: null,
    next: null,
    ...overrides,
  };
}

/** Parses the tags as the browser would: inside a <head>. */
function parseHead(tags: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><head>${tags}</head>`, 'text/html');
}

const content = (doc: Document, selector: string) =>
  doc.querySelector<HTMLMetaElement>(selector)?.getAttribute('content');

describe('head tags', () => {
  it('home: site title, description, canonical, website Open Graph and WebSite JSON-LD', () => {
    const doc = parseHead(headTags(homeMeta(site), site));
    expect(doc.title).toBe('Test Blog');
    expect(content(doc, 'meta[name="description"]')).toBe('A blog under test.');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://blog.test/',
    );
    expect(content(doc, 'meta[property="og:type"]')).toBe('website');
    expect(content(doc, 'meta[property="og:url"]')).toBe('https://blog.test/');
    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(ld).toMatchObject({ '@type': 'WebSite', name: 'Test Blog', url: 'https://blog.test/' });
    expect(ld.potentialAction.target).toBe('https://blog.test/list?keyword={search_term_string}');
    // The quick search fetches its files only on a page that says they are there.
    expect(content(doc, 'meta[name="search-index"]')).toBe('/search/index.json');
  });

  it('article: its own title, summary, cover as og:image, dates and BlogPosting JSON-LD', () => {
    const doc = parseHead(headTags(articleMeta(article(), site), site));
    expect(doc.title).toBe('Seven · Test Blog');
    expect(content(doc, 'meta[name="description"]')).toBe('About seven.');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://blog.test/detail/7',
    );
    expect(content(doc, 'meta[property="og:type"]')).toBe('article');
    expect(content(doc, 'meta[property="og:image"]')).toBe('https://blog.test/demo/cover-1.svg');
    expect(content(doc, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content(doc, 'meta[property="article:published_time"]')).toBe(
      '2026-01-02T03:04:05.000Z',
    );
    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Seven',
      datePublished: '2026-01-02T03:04:05.000Z',
      dateModified: '2026-02-03T04:05:06.000Z',
      url: 'https://blog.test/detail/7',
      author: { '@type': 'Person', name: 'Test Owner' },
    });
  });

  it('an article without a cover or summary falls back to the site description and a small card', () => {
    const doc = parseHead(headTags(articleMeta(article({ cover: null, summary: '' }), site), site));
    expect(content(doc, 'meta[name="description"]')).toBe('A blog under test.');
    expect(content(doc, 'meta[name="twitter:card"]')).toBe('summary');
  });

  it('the 404 page has no canonical address and asks not to be indexed', () => {
    const doc = parseHead(headTags(notFoundMeta(site), site));
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(content(doc, 'meta[name="robots"]')).toBe('noindex');
  });

  it("/index, the home page's duplicate, names home as its canonical address", () => {
    const doc = parseHead(headTags(homeMeta(site, '/index'), site));
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://blog.test/',
    );
  });

  it.each([
    ['home', homeMeta(site)],
    ['an article', articleMeta(article(), site)],
    ['the 404 page', notFoundMeta(site)],
  ])("a demo's page (%s) asks not to be indexed and names no address", (_name, meta) => {
    const tags = headTags(meta, site, true);
    const doc = parseHead(tags);
    expect(content(doc, 'meta[name="robots"]')).toBe('noindex');
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.querySelector('meta[property="og:url"]')).toBeNull();
    expect(doc.querySelector('meta[property="og:image"]')).toBeNull();
    expect(doc.querySelector('link[rel="alternate"]')).toBeNull();
    expect(doc.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(tags).not.toContain(site.url);
    // Still its own title and description for a reader.
    expect(doc.title).toBe(meta.title ? `${meta.title} · Test Blog` : 'Test Blog');
  });

  it('a page of a real deploy has no robots tag', () => {
    const doc = parseHead(headTags(articleMeta(article(), site), site, false));
    expect(doc.querySelector('meta[name="robots"]')).toBeNull();
  });

  it.each(HOSTILE_TEXTS)('escapes a hostile title and summary (%s)', (_id, payload) => {
    const tags = headTags(articleMeta(article({ title: payload, summary: payload }), site), site);
    const doc = parseHead(tags);
    // Nothing but the tags we write: one JSON-LD script, no handler attributes, nothing in <body>.
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.body.childNodes).toHaveLength(0);
    for (const element of Array.from(doc.querySelectorAll('*'))) {
      for (const attr of Array.from(element.attributes)) expect(attr.name).not.toMatch(/^on/i);
    }
    // The text survives (minus characters XML forbids) and the JSON-LD still parses to it.
    const expected = xmlSafe(payload);
    expect(content(doc, 'meta[property="og:title"]')).toBe(expected);
    const ld = JSON.parse(doc.querySelector('script')!.textContent!);
    expect(ld.headline).toBe(payload);
  });
});
