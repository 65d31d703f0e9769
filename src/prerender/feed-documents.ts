/**
 * One feed in its three formats (src/config/feeds.ts): RSS 2.0, Atom 1.0 and JSON Feed 1.1, with
 * the same entries. Dates come from the articles, never the clock, so an unchanged blog gives
 * byte-identical files; every text is escaped for its format (escapeMarkup also drops the
 * characters XML 1.0 forbids).
 */
import type { ArticleSummary } from '@/api/types';
import { FEED_FORMATS } from '@/config/feeds';
import type { SiteConfig } from '@/config/runtime-config';
import { escapeMarkup } from './escape';
import { absoluteAsset, absoluteUrl, articleUrl } from './site-urls';

export interface FeedEntry {
  article: ArticleSummary;
  /** The full content, sanitized, addresses absolute (feed-content.ts); null: the summary only. */
  html: string | null;
}

export interface Feed {
  title: string;
  description: string;
  /** The page the feed follows (the home page, or the category's or tag's list), absolute. */
  page: string;
  /** Where its files are (config/feeds.ts feedFolder): '' for the blog's. */
  folder: string;
  /** Newest first. */
  entries: FeedEntry[];
}

export const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>';

export function validDate(iso: string): Date | null {
  const date = new Date(iso);
  return iso && !Number.isNaN(date.getTime()) ? date : null;
}

const changedAt = (article: ArticleSummary) =>
  validDate(article.updatedAt) ?? validDate(article.createdAt);

/** The newest of the articles' change dates (a feed's "last changed"). */
export function newestChange(articles: readonly ArticleSummary[]): Date | null {
  let newest: Date | null = null;
  for (const article of articles) {
    const date = changedAt(article);
    if (date && (!newest || date > newest)) newest = date;
  }
  return newest;
}

/** A feed file's absolute address. */
const fileUrl = (site: SiteConfig, feed: Feed, name: string) =>
  absoluteUrl(site.url, `${feed.folder}/${name}`);

/**
 * A plain text (a summary, the blog's description) for an element readers decode as HTML: escaped
 * for HTML, then for XML, so `</script>` reaches the reader as those characters, never as a tag.
 */
const htmlText = (text: string): string => escapeMarkup(escapeMarkup(text));

const tagsOf = (article: ArticleSummary): string[] =>
  [article.category?.name, ...article.labels.map((label) => label.name)].filter(
    (name): name is string => Boolean(name),
  );

export function rssDocument(site: SiteConfig, feed: Feed): string {
  const lastBuild = newestChange(feed.entries.map((entry) => entry.article));
  const lines = [
    XML_HEADER,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '<channel>',
    `<title>${escapeMarkup(feed.title)}</title>`,
    `<link>${escapeMarkup(feed.page)}</link>`,
    `<description>${htmlText(feed.description)}</description>`,
    // The blog's language (config.js site.locale), a BCP 47 tag as in the pages' <html lang>.
    `<language>${escapeMarkup(site.locale)}</language>`,
    `<atom:link href="${escapeMarkup(fileUrl(site, feed, 'rss.xml'))}" rel="self" type="application/rss+xml" />`,
    lastBuild ? `<lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>` : '',
    ...feed.entries.map(({ article, html }) => {
      const link = escapeMarkup(articleUrl(site.url, article.id));
      const published = validDate(article.createdAt);
      return [
        '<item>',
        `<title>${escapeMarkup(article.title)}</title>`,
        `<link>${link}</link>`,
        `<guid isPermaLink="true">${link}</guid>`,
        published ? `<pubDate>${published.toUTCString()}</pubDate>` : '',
        ...tagsOf(article).map((name) => `<category>${escapeMarkup(name)}</category>`),
        `<description>${htmlText(article.summary)}</description>`,
        html === null ? '' : `<content:encoded>${escapeMarkup(html)}</content:encoded>`,
        '</item>',
      ]
        .filter(Boolean)
        .join('');
    }),
    '</channel>',
    '</rss>',
  ];
  return `${lines.filter(Boolean).join('\n')}\n`;
}

/** Atom asks for an <updated> on the feed: an empty one's is the epoch, never the clock. */
const atomDate = (date: Date | null) => (date ?? new Date(0)).toISOString();

export function atomDocument(site: SiteConfig, feed: Feed): string {
  const articles = feed.entries.map((entry) => entry.article);
  const lines = [
    XML_HEADER,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeMarkup(site.locale)}">`,
    `<id>${escapeMarkup(fileUrl(site, feed, 'atom.xml'))}</id>`,
    `<title type="text">${escapeMarkup(feed.title)}</title>`,
    feed.description ? `<subtitle type="text">${escapeMarkup(feed.description)}</subtitle>` : '',
    `<link rel="alternate" type="text/html" href="${escapeMarkup(feed.page)}" />`,
    `<link rel="self" type="application/atom+xml" href="${escapeMarkup(fileUrl(site, feed, 'atom.xml'))}" />`,
    `<updated>${atomDate(newestChange(articles))}</updated>`,
    // Atom asks for an author on the feed when its entries name none.
    `<author><name>${escapeMarkup(site.owner || site.title)}</name></author>`,
    ...feed.entries.map(({ article, html }) => {
      const link = escapeMarkup(articleUrl(site.url, article.id));
      const published = validDate(article.createdAt);
      return [
        '<entry>',
        `<id>${link}</id>`,
        `<title type="text">${escapeMarkup(article.title)}</title>`,
        `<link rel="alternate" type="text/html" href="${link}" />`,
        published ? `<published>${published.toISOString()}</published>` : '',
        `<updated>${atomDate(changedAt(article))}</updated>`,
        ...tagsOf(article).map((name) => `<category term="${escapeMarkup(name)}" />`),
        `<summary type="text">${escapeMarkup(article.summary)}</summary>`,
        html === null ? '' : `<content type="html">${escapeMarkup(html)}</content>`,
        '</entry>',
      ]
        .filter(Boolean)
        .join('');
    }),
    '</feed>',
  ];
  return `${lines.filter(Boolean).join('\n')}\n`;
}

/** JSON text cannot hold the characters XML forbids either: readers choke on them all the same. */
// eslint-disable-next-line no-control-regex
const plain = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');

export function jsonFeedDocument(site: SiteConfig, feed: Feed): string {
  const document = {
    version: 'https://jsonfeed.org/version/1.1',
    title: plain(feed.title),
    home_page_url: feed.page,
    feed_url: fileUrl(site, feed, 'feed.json'),
    description: plain(feed.description) || undefined,
    language: site.locale,
    authors: [{ name: plain(site.owner || site.title) }],
    items: feed.entries.map(({ article, html }) => {
      const url = articleUrl(site.url, article.id);
      const tags = tagsOf(article).map(plain);
      return {
        id: url,
        url,
        title: plain(article.title),
        ...(html === null ? { content_text: plain(article.summary) } : { content_html: html }),
        summary: plain(article.summary) || undefined,
        image: absoluteAsset(site.url, article.cover) ?? undefined,
        date_published: validDate(article.createdAt)?.toISOString(),
        date_modified: changedAt(article)?.toISOString(),
        tags: tags.length ? tags : undefined,
      };
    }),
  };
  return `${JSON.stringify(document, null, 1)}\n`;
}

const WRITERS = {
  'rss.xml': rssDocument,
  'atom.xml': atomDocument,
  'feed.json': jsonFeedDocument,
} satisfies Record<(typeof FEED_FORMATS)[number][0], (site: SiteConfig, feed: Feed) => string>;

/** The feed's three files by path in dist/ ('rss.xml', 'feeds/tag/3/atom.xml' ...). */
export function feedFiles(site: SiteConfig, feed: Feed): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [name] of FEED_FORMATS) {
    files[`${feed.folder}/${name}`.replace(/^\//, '')] = WRITERS[name](site, feed);
  }
  return files;
}
