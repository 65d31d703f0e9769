import type { ArticleSummary } from '@/api/types';
import { getConfig } from '@/config/runtime-config';
import { HOSTILE_TEXTS, xmlSafe } from '../../test/hostile-corpus';
import { FEED_SIZE, robotsTxt, rssFeed, siteFiles, sitemap } from './feeds';

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

  it('a real deploy gets its feed, sitemap and a robots.txt that points at the sitemap', () => {
    const files = siteFiles(site, articles, false);
    expect(files['rss.xml']).toBe(rssFeed(site, articles));
    expect(files['sitemap.xml']).toBe(sitemap(site, articles));
    expect(files['robots.txt']).toContain('Sitemap: https://blog.test/sitemap.xml');
  });

  it('a demo keeps crawlers out and has no feed or sitemap (they would need a real address)', () => {
    const files = siteFiles({ ...site, url: '' }, articles, true);
    expect(files['rss.xml']).toBeNull();
    expect(files['sitemap.xml']).toBeNull();
    const robots = files['robots.txt']!;
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/$/m);
    expect(robots).not.toMatch(/^(Allow|Sitemap):/m);
  });
});
