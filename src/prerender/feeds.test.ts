import type { ArticleSummary } from '@/api/types';
import { getConfig } from '@/config/runtime-config';
import { HOSTILE_TEXTS, xmlSafe } from '../../test/hostile-corpus';
import { speakInTest } from '../../test/locale';
import { FEED_SIZE, blogFeeds, robotsTxt, rssFeed, siteFiles, sitemap } from './feeds';

const site = getConfig().site;

function summary(id: number, overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  const day = String((id % 28) + 1).padStart(2, '0');
  return {
    id: String(id),
    title: `Article ${id}`,
    summary: `Summary ${id}`,
    cover: null,
    category: null,
    labels: [],
    views: 0,
    disabled: false,
    createdAt: `2025-${String((id % 12) + 1).padStart(2, '0')}-${day}T10:00:00.000Z`,
    updatedAt: `2026-01-${day}T10:00:00.000Z`,
    wordCount: null,
    ...overrides,
  };
}

function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

/** What a feed reader shows of a <description>: its text parsed as HTML. */
const asHtml = (html: string) => new DOMParser().parseFromString(html, 'text/html').body;

const texts = (doc: Document, tag: string) =>
  Array.from(doc.getElementsByTagName(tag), (node) => node.textContent);

describe('rss.xml', () => {
  it('lists the newest enabled articles, at most FEED_SIZE, with link, date and summary', () => {
    const articles = Array.from({ length: 30 }, (_, i) => summary(i + 1));
    articles[3] = summary(4, { disabled: true });
    const doc = parseXml(rssFeed(site, articles));
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const items = doc.getElementsByTagName('item');
    expect(items).toHaveLength(FEED_SIZE);
    const links = texts(doc, 'link').slice(1);
    expect(links).not.toContain('https://blog.test/detail/4');
    const dates = Array.from(items, (item) =>
      Date.parse(item.getElementsByTagName('pubDate')[0].textContent!),
    );
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(items[0].getElementsByTagName('description')[0].textContent).toMatch(/^Summary /);
  });

  it.each(HOSTILE_TEXTS)('stays well-formed with a hostile title and summary (%s)', (_id, text) => {
    const doc = parseXml(rssFeed(site, [summary(1, { title: text, summary: text })]));
    const clean = xmlSafe(text);
    expect(texts(doc, 'title')[1]).toBe(clean);
    // A reader decodes <description> as HTML: it must give back the text, no markup.
    const shown = asHtml(texts(doc, 'description')[1]!);
    expect(shown.children).toHaveLength(0);
    expect(shown.textContent).toBe(clean.replace(/\r\n?/g, '\n'));
    expect(doc.getElementsByTagName('item')).toHaveLength(1);
  });

  it('sends a plain summary to feed readers as text: `</script><script>` stays characters', () => {
    const text = '</script><script>alert(1)</script> & <b>bold</b>';
    const xml = rssFeed({ ...site, description: '<i>blog</i>' }, [summary(1, { summary: text })]);
    expect(xml).toContain(
      '<description>&amp;lt;/script&amp;gt;&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt; &amp;amp; &amp;lt;b&amp;gt;bold&amp;lt;/b&amp;gt;</description>',
    );
    const descriptions = texts(parseXml(xml), 'description').map((html) => asHtml(html!));
    expect(descriptions.map((body) => body.textContent)).toEqual(['<i>blog</i>', text]);
    expect(descriptions.every((body) => body.children.length === 0)).toBe(true);
  });
});

describe('sitemap.xml', () => {
  it('lists home, the archive and every enabled article with its lastmod', () => {
    const articles = [summary(1), summary(2, { disabled: true }), summary(3)];
    const doc = parseXml(sitemap(site, articles));
    expect(texts(doc, 'loc').sort()).toEqual(
      [
        'https://blog.test/',
        'https://blog.test/timeLine',
        'https://blog.test/detail/1',
        'https://blog.test/detail/3',
      ].sort(),
    );
    const entry = Array.from(doc.getElementsByTagName('url')).find(
      (node) => node.getElementsByTagName('loc')[0].textContent === 'https://blog.test/detail/3',
    );
    expect(entry?.getElementsByTagName('lastmod')[0].textContent).toBe(articles[2].updatedAt);
  });
});

describe('robots.txt', () => {
  it('points at the sitemap and keeps crawlers out of the console', () => {
    expect(robotsTxt(site)).toContain('Sitemap: https://blog.test/sitemap.xml');
    expect(robotsTxt(site)).toContain('Disallow: /manager');
  });
});

describe('site files', () => {
  const articles = [summary(1), summary(2)];

  it('a real deploy gets its feeds, sitemap and a robots.txt that points at the sitemap', () => {
    const files = siteFiles(site, articles, false);
    expect(files['rss.xml']).toBe(rssFeed(site, articles));
    expect(files['atom.xml']).toMatch(/^<\?xml/);
    expect(JSON.parse(files['feed.json']!).version).toBe('https://jsonfeed.org/version/1.1');
    expect(files['sitemap.xml']).toBe(sitemap(site, articles));
    expect(files['robots.txt']).toContain('Sitemap: https://blog.test/sitemap.xml');
  });

  it('a demo keeps crawlers out and has no feed or sitemap (they would need a real address)', () => {
    const files = siteFiles({ ...site, url: '' }, articles, true);
    expect(files['rss.xml']).toBeNull();
    expect(files['atom.xml']).toBeNull();
    expect(files['feed.json']).toBeNull();
    expect(Object.keys(files).filter((name) => name.startsWith('feeds/'))).toEqual([]);
    expect(files['sitemap.xml']).toBeNull();
    const robots = files['robots.txt']!;
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/$/m);
    expect(robots).not.toMatch(/^(Allow|Sitemap):/m);
  });
});

describe('Atom and JSON Feed beside RSS, for the blog and each category and tag', () => {
  const frontend = { id: '7', name: 'Frontend' };
  const react = { id: '3', name: 'React' };
  const articles = [
    summary(1, { category: frontend, labels: [react] }),
    summary(2, { category: frontend }),
    summary(3, { labels: [react], disabled: true }),
    summary(4, { labels: [{ id: '../x', name: 'Odd' }] }),
  ];
  const content = (article: ArticleSummary) => `<p>Body of ${article.id} &amp; more</p>`;
  const files = siteFiles(site, articles, false, articles, content);

  it('writes the three formats for the blog, each category and each tag with an enabled article', () => {
    const names = Object.keys(files).filter((name) => /(rss|atom)\.xml$|feed\.json$/.test(name));
    expect(names.sort()).toEqual(
      [
        'rss.xml',
        'atom.xml',
        'feed.json',
        'feeds/category/7/rss.xml',
        'feeds/category/7/atom.xml',
        'feeds/category/7/feed.json',
        'feeds/tag/3/rss.xml',
        'feeds/tag/3/atom.xml',
        'feeds/tag/3/feed.json',
      ].sort(),
    );
  });

  it('gives the same articles in each format, newest first, with full content and absolute links', () => {
    const rss = parseXml(files['feeds/category/7/rss.xml']!);
    const atom = parseXml(files['feeds/category/7/atom.xml']!);
    const json = JSON.parse(files['feeds/category/7/feed.json']!);
    const rssLinks = texts(rss, 'guid');
    const atomIds = Array.from(
      atom.getElementsByTagName('entry'),
      (entry) => entry.getElementsByTagName('id')[0].textContent,
    );
    const jsonIds = json.items.map((item: { id: string }) => item.id);
    expect(rssLinks).toEqual(['https://blog.test/detail/2', 'https://blog.test/detail/1']);
    expect(atomIds).toEqual(rssLinks);
    expect(jsonIds).toEqual(rssLinks);
    expect(texts(rss, 'content:encoded')[0]).toBe('<p>Body of 2 &amp; more</p>');
    expect(atom.getElementsByTagName('content')[0].getAttribute('type')).toBe('html');
    expect(atom.getElementsByTagName('content')[0].textContent).toBe('<p>Body of 2 &amp; more</p>');
    expect(json.items[0].content_html).toBe('<p>Body of 2 &amp; more</p>');
    expect(json.items[1].tags).toEqual(['Frontend', 'React']);
  });

  it('carries what each format requires, and links itself and its page', () => {
    const atom = parseXml(files['feeds/tag/3/atom.xml']!);
    const root = atom.documentElement;
    expect(root.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(root.getAttribute('xml:lang')).toBe(site.locale);
    for (const tag of ['id', 'title', 'updated', 'author']) {
      expect(root.getElementsByTagName(tag).length).toBeGreaterThan(0);
    }
    const links = Array.from(root.getElementsByTagName('link'), (link) => [
      link.getAttribute('rel'),
      link.getAttribute('href'),
    ]);
    expect(links).toContainEqual(['self', 'https://blog.test/feeds/tag/3/atom.xml']);
    expect(links).toContainEqual(['alternate', 'https://blog.test/list?labelId=3']);
    const entry = root.getElementsByTagName('entry')[0];
    for (const tag of ['id', 'title', 'updated', 'link']) {
      expect(entry.getElementsByTagName(tag)).toHaveLength(1);
    }
    const json = JSON.parse(files['feeds/tag/3/feed.json']!);
    expect(json).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      home_page_url: 'https://blog.test/list?labelId=3',
      feed_url: 'https://blog.test/feeds/tag/3/feed.json',
      language: site.locale,
    });
    expect(json.items).toHaveLength(1);
    expect(json.items[0]).toMatchObject({
      id: 'https://blog.test/detail/1',
      url: 'https://blog.test/detail/1',
    });
  });

  it('names a category or tag feed after the blog and it, in the blog’s language', () => {
    expect(blogFeeds(site, articles).map((feed) => feed.title)).toEqual([
      site.title,
      `${site.title}: category Frontend`,
      `${site.title}: tag React`,
    ]);
    speakInTest('zh-CN');
    expect(blogFeeds(site, articles)[1].title).toBe(`${site.title}：分类「Frontend」`);
  });

  it('falls back to the summary as text without content', () => {
    const json = JSON.parse(siteFiles(site, articles, false)['feed.json']!);
    expect(json.items[0].content_html).toBeUndefined();
    expect(json.items[0].content_text).toBe('Summary 4');
    expect(siteFiles(site, articles, false)['rss.xml']).not.toContain('content:encoded>');
  });

  it.each(HOSTILE_TEXTS)('stays well-formed with hostile names and content (%s)', (_id, text) => {
    const hostile = [summary(1, { title: text, summary: text, category: { id: '1', name: text } })];
    const out = siteFiles(site, hostile, false, hostile, () => `<p>${text}</p>`);
    parseXml(out['atom.xml']!);
    parseXml(out['feeds/category/1/rss.xml']!);
    const json = JSON.parse(out['feed.json']!);
    expect(json.items[0].title).toBe(xmlSafe(text));
  });
});
