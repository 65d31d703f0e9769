/**
 * A site whose config.js says `locale: 'zh-CN'`: the prerender reads the Chinese words from the
 * dist/ it renders (the data file the build emitted, named by __CATALOG_FILES__) and writes every
 * page, feed and route shell in Chinese, saying so (`<html lang>`, `<language>`, `inLanguage`), and
 * has each page preload the file the app will fetch.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Article } from '@/api/types';
import { getConfig, type SiteConfig } from '@/config/runtime-config';
import { activeLocale, t } from '@/i18n/i18n';
import { catalogDataFiles } from '../../scripts/catalogs.cjs';
import { rssFeed } from './feeds';
import { archiveMeta, articleMeta, headTags, homeMeta } from './head-tags';
import { pageDocument } from './html-document';
import { routeShell } from './route-shells';
import { speakSiteLanguage } from './site-language';

const SHELL =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="A personal blog."><title>Blog</title><script src=/config.js></script><script>(function(){})();</script><script defer src=/main.1.js></script></head><body><noscript>JS</noscript><div id=root></div></body></html>';

const site: SiteConfig = { ...getConfig().site, locale: 'zh-CN' };
const built = catalogDataFiles();
const files = __CATALOG_FILES__ as Record<string, unknown>;
let dist: string;

beforeAll(() => {
  // A built dist/ as far as the catalogs go, and the names the build gives the app.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-language-'));
  for (const [name, json] of Object.entries(built.files)) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    fs.writeFileSync(path.join(dist, name), json);
  }
  Object.assign(files, built.names);
});

afterAll(() => {
  for (const locale of Object.keys(built.names)) delete files[locale];
  fs.rmSync(dist, { recursive: true, force: true });
});

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const jsonLd = (doc: Document) =>
  JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);

function page(locale: SiteConfig['locale'], head = '') {
  return parse(
    pageDocument(SHELL, {
      head,
      stylesheets: [],
      scripts: [],
      boot: '/boot.1.js',
      api: 'https://api.example',
      locale,
      html: '<p>x</p>',
      data: { location: '/', queries: {}, provided: { tags: {}, keys: {} } } as never,
    }),
  );
}

describe('the site language (zh-CN)', () => {
  // First: the catalog, once loaded, stays loaded for the file's other tests.
  it('refuses, saying what to do, when the dist has no data file for the language', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'site-language-empty-'));
    try {
      await expect(speakSiteLanguage(empty, 'zh-CN')).rejects.toThrow(
        /zh-CN messages cannot be read .*npm run build/,
      );
      expect(activeLocale()).toBe('en');
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  it('reads the Chinese words from the dist and speaks them', async () => {
    await speakSiteLanguage(dist, 'zh-CN');
    expect(activeLocale()).toBe('zh-CN');
    expect(t('date.todayAt', { time: '10:00' })).toBe('今天 10:00');
  });

  describe('once spoken', () => {
    beforeEach(() => speakSiteLanguage(dist, 'zh-CN'));

    it('marks each page <html lang="zh-CN"> and preloads its catalog for the app', () => {
      const doc = page('zh-CN');
      expect(doc.documentElement.getAttribute('lang')).toBe('zh-CN');
      const preloads = doc.querySelectorAll('link[rel="preload"][as="fetch"]');
      expect(preloads).toHaveLength(1);
      expect(preloads[0].getAttribute('href')).toBe(`/${built.names['zh-CN'].public}`);
      expect(preloads[0].getAttribute('href')).toMatch(/^\/locales\/zh-CN\.public\.\w+\.json$/);
      expect(preloads[0].getAttribute('crossorigin')).toBe('anonymous');
      // English is bundled: an English page preloads nothing.
      const english = page('en');
      expect(english.documentElement.getAttribute('lang')).toBe('en');
      expect(english.querySelector('link[rel="preload"][as="fetch"]')).toBeNull();
    });

    it('says the language in the feed and in the JSON-LD', () => {
      const feed = new DOMParser().parseFromString(rssFeed(site, []), 'text/xml');
      expect(feed.querySelector('channel > language')?.textContent).toBe('zh-CN');
      expect(jsonLd(parse(headTags(homeMeta(site), site))).inLanguage).toBe('zh-CN');
      const article = { id: '7', title: 'Seven', summary: '', cover: null, labels: [] };
      const posting = jsonLd(
        parse(headTags(articleMeta(article as unknown as Article, site), site)),
      );
      expect(posting).toMatchObject({ '@type': 'BlogPosting', inLanguage: 'zh-CN' });
    });

    it('writes the archive page head in Chinese', () => {
      const doc = page('zh-CN', headTags(archiveMeta(site), site));
      expect(doc.title).toBe('归档 · Test Blog');
      expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
        'Test Blog 的全部文章，按年月排列。',
      );
    });

    it('writes the route shells in Chinese, preloading the catalog too', () => {
      const doc = parse(routeShell(SHELL, site));
      expect(doc.documentElement.getAttribute('lang')).toBe('zh-CN');
      expect(doc.querySelector('noscript')?.textContent).toBe(
        '本博客需要启用 JavaScript 才能显示文章。',
      );
      expect(doc.querySelector('link[rel="preload"][as="fetch"]')?.getAttribute('href')).toBe(
        `/${built.names['zh-CN'].public}`,
      );
    });
  });
});
