/**
 * rss.xml (RSS 2.0, the newest enabled articles), sitemap.xml (home, archive, every enabled
 * article with its lastmod) and robots.txt. Dates come from the articles, never from the clock,
 * so an unchanged blog gives byte-identical files. A demo (the built-in backend) gets a robots.txt
 * that keeps crawlers out and no feed or sitemap: both need the blog's real address, which a demo
 * does not have, and a demo's articles are not the blog's.
 */
import type { ArticleSummary } from '@/api/types';
import { paths } from '@/config/paths';
import type { SiteConfig } from '@/config/runtime-config';
import { escapeMarkup } from './escape';
import { absoluteUrl, articleUrl } from './site-urls';

/** The feed lists this many of the newest articles. */
export const FEED_SIZE = 20;

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>';

function validDate(iso: string): Date | null {
  const date = new Date(iso);
  return iso && !Number.isNaN(date.getTime()) ? date : null;
}

/** The newest of the articles' change dates (the feed's and home's "last changed"). */
function newestChange(articles: readonly ArticleSummary[]): Date | null {
  let newest: Date | null = null;
  for (const article of articles) {
    const date = validDate(article.updatedAt) ?? validDate(article.createdAt);
    if (date && (!newest || date > newest)) newest = date;
  }
  return newest;
}

/**
 * A plain text (a summary, the blog's description) for RSS's <description>, which readers decode
 * as HTML: escaped for HTML, then for XML, so `</script>` reaches the reader as those characters,
 * never as a tag. (A <title> is plain text in RSS: escaped for XML once.)
 */
const htmlDescription = (text: string): string => escapeMarkup(escapeMarkup(text));

const enabledOnly = (articles: readonly ArticleSummary[]) => articles.filter((a) => !a.disabled);

/** Newest first by creation date. */
function newestFirst(articles: readonly ArticleSummary[]): ArticleSummary[] {
  const time = (article: ArticleSummary) => validDate(article.createdAt)?.getTime() ?? 0;
  return [...articles].sort((a, b) => time(b) - time(a));
}

export function rssFeed(site: SiteConfig, articles: readonly ArticleSummary[]): string {
  const items = newestFirst(enabledOnly(articles)).slice(0, FEED_SIZE);
  const lastBuild = newestChange(items);
  const home = absoluteUrl(site.url, paths.home.href());
  const lines = [
    XML_HEADER,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeMarkup(site.title)}</title>`,
    `<link>${escapeMarkup(home)}</link>`,
    `<description>${htmlDescription(site.description)}</description>`,
    // The blog's language (config.js site.locale), a BCP 47 tag as in the pages' <html lang>.
    `<language>${escapeMarkup(site.locale)}</language>`,
    `<atom:link href="${escapeMarkup(absoluteUrl(site.url, '/rss.xml'))}" rel="self" type="application/rss+xml" />`,
    lastBuild ? `<lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>` : '',
    ...items.map((article) => {
      const link = escapeMarkup(articleUrl(site.url, article.id));
      const published = validDate(article.createdAt);
      return [
        '<item>',
        `<title>${escapeMarkup(article.title)}</title>`,
        `<link>${link}</link>`,
        `<guid isPermaLink="true">${link}</guid>`,
        published ? `<pubDate>${published.toUTCString()}</pubDate>` : '',
        `<description>${htmlDescription(article.summary)}</description>`,
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

function urlEntry(loc: string, lastmod: Date | null): string {
  const date = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeMarkup(loc)}</loc>${date}</url>`;
}

export function sitemap(site: SiteConfig, articles: readonly ArticleSummary[]): string {
  const enabled = newestFirst(enabledOnly(articles));
  const newest = newestChange(enabled);
  const lines = [
    XML_HEADER,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    urlEntry(absoluteUrl(site.url, paths.home.href()), newest),
    urlEntry(absoluteUrl(site.url, paths.timeline.href()), newest),
    ...enabled.map((article) =>
      urlEntry(
        articleUrl(site.url, article.id),
        validDate(article.updatedAt) ?? validDate(article.createdAt),
      ),
    ),
    '</urlset>',
  ];
  return `${lines.join('\n')}\n`;
}

export function robotsTxt(site: SiteConfig, demo = false): string {
  if (demo) {
    // The demo's pages are noindex too; this also keeps polite crawlers from fetching them.
    return [
      '# A demo (config.js mock: true): nothing here to index.',
      'User-agent: *',
      'Disallow: /',
      '',
    ].join('\n');
  }
  return [
    'User-agent: *',
    'Allow: /',
    // The owner's console is never prerendered and has nothing for a search engine.
    `Disallow: ${paths.login.href()}`,
    `Sitemap: ${absoluteUrl(site.url, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/**
 * The site files a run writes beside the pages, by name; null: the file must not exist (a demo's
 * feed and sitemap, left by an earlier run from a real API).
 */
export function siteFiles(
  site: SiteConfig,
  articles: readonly ArticleSummary[],
  demo: boolean,
  /** The articles that have a page (a skipped new article has none yet). */
  withPage: readonly ArticleSummary[] = articles,
): Record<string, string | null> {
  return {
    'rss.xml': demo ? null : rssFeed(site, articles),
    'sitemap.xml': demo ? null : sitemap(site, withPage),
    'robots.txt': robotsTxt(site, demo),
  };
}
