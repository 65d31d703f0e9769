/**
 * The feeds (the blog's and each category's and tag's, in RSS, Atom and JSON Feed:
 * feed-documents.ts), sitemap.xml (home, archive, every enabled
 * article with its lastmod) and robots.txt. Dates come from the articles, never from the clock,
 * so an unchanged blog gives byte-identical files. A demo (the built-in backend) gets a robots.txt
 * that keeps crawlers out and no feed or sitemap: both need the blog's real address, which a demo
 * does not have, and a demo's articles are not the blog's.
 */
import type { ArticleSummary, NamedRef } from '@/api/types';
import { feedFolder, type FeedKind } from '@/config/feeds';
import { paths } from '@/config/paths';
import type { SiteConfig } from '@/config/runtime-config';
import { t, type MessageId } from '@/i18n/i18n';
import { escapeMarkup } from './escape';
import {
  XML_HEADER,
  feedFiles,
  newestChange,
  rssDocument,
  validDate,
  type Feed,
} from './feed-documents';
import { absoluteUrl, articleUrl } from './site-urls';

/** Each feed lists this many of its newest articles. */
export const FEED_SIZE = 20;

/** An article's full content for its feed entry (feed-content.ts), or null for the summary only. */
export type ContentOf = (article: ArticleSummary) => string | null;
const summariesOnly: ContentOf = () => null;

const enabledOnly = (articles: readonly ArticleSummary[]) => articles.filter((a) => !a.disabled);

/** Newest first by creation date. */
function newestFirst(articles: readonly ArticleSummary[]): ArticleSummary[] {
  const time = (article: ArticleSummary) => validDate(article.createdAt)?.getTime() ?? 0;
  return [...articles].sort((a, b) => time(b) - time(a));
}

const SCOPE_TITLES: Record<FeedKind, MessageId> = {
  category: 'prerender.feedTitle.category',
  tag: 'prerender.feedTitle.tag',
};

/**
 * The blog's feeds: its own (the newest enabled articles), then one per category and per tag that
 * has an enabled article (their newest), in a stable order.
 */
export function blogFeeds(
  site: SiteConfig,
  articles: readonly ArticleSummary[],
  contentOf: ContentOf = summariesOnly,
): Feed[] {
  const enabled = newestFirst(enabledOnly(articles));
  const entries = (list: readonly ArticleSummary[]) =>
    list.slice(0, FEED_SIZE).map((article) => ({ article, html: contentOf(article) }));
  const scopes = new Map<string, { kind: FeedKind; ref: NamedRef; articles: ArticleSummary[] }>();
  const add = (kind: FeedKind, ref: NamedRef, article: ArticleSummary) => {
    const key = `${kind}\n${ref.id}`;
    const scope = scopes.get(key) ?? { kind, ref, articles: [] };
    scope.articles.push(article);
    scopes.set(key, scope);
  };
  for (const article of enabled) {
    if (article.category) add('category', article.category, article);
    for (const label of article.labels) add('tag', label, article);
  }
  const feeds: Feed[] = [
    {
      title: site.title,
      description: site.description,
      page: absoluteUrl(site.url, paths.home.href()),
      folder: '',
      entries: entries(enabled),
    },
  ];
  const ordered = [...scopes.values()].sort(
    (a, b) =>
      a.kind.localeCompare(b.kind) || a.ref.id.localeCompare(b.ref.id, 'en', { numeric: true }),
  );
  for (const { kind, ref, articles: list } of ordered) {
    const folder = feedFolder({ kind, id: ref.id });
    if (folder === null) continue;
    const query = kind === 'category' ? { categoryId: ref.id } : { labelId: ref.id };
    feeds.push({
      title: t(SCOPE_TITLES[kind], { site: site.title, name: ref.name }),
      description: site.description,
      page: absoluteUrl(site.url, paths.list.href(query)),
      folder,
      entries: entries(list),
    });
  }
  return feeds;
}

/** The blog's own RSS feed (rss.xml). */
export function rssFeed(
  site: SiteConfig,
  articles: readonly ArticleSummary[],
  contentOf: ContentOf = summariesOnly,
): string {
  return rssDocument(site, blogFeeds(site, articles, contentOf)[0]);
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
 * The site files a run writes beside the pages, by path; null: the file must not exist (a demo's
 * feeds and sitemap, left by an earlier run from a real API). The category and tag feeds are all
 * under feeds/, which the writer clears first (site-files.ts), so a gone tag's feed goes too.
 */
export function siteFiles(
  site: SiteConfig,
  articles: readonly ArticleSummary[],
  demo: boolean,
  /** The articles that have a page (a skipped new article has none yet). */
  withPage: readonly ArticleSummary[] = articles,
  contentOf: ContentOf = summariesOnly,
): Record<string, string | null> {
  const feeds = demo
    ? { 'rss.xml': null, 'atom.xml': null, 'feed.json': null }
    : Object.assign(
        {},
        ...blogFeeds(site, articles, contentOf).map((feed) => feedFiles(site, feed)),
      );
  return {
    ...feeds,
    'sitemap.xml': demo ? null : sitemap(site, withPage),
    'robots.txt': robotsTxt(site, demo),
  };
}
