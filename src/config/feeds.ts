/**
 * Where the blog's feeds are (written by the prerender, src/prerender/feeds.ts) and how a page
 * links them: the whole blog's at the site's root, and one set per category and per tag under
 * /feeds/, each in three formats with the same articles.
 */

/** The three formats: file name and media type, in the order pages link them. */
export const FEED_FORMATS = [
  ['rss.xml', 'application/rss+xml'],
  ['atom.xml', 'application/atom+xml'],
  ['feed.json', 'application/feed+json'],
] as const;

export type FeedKind = 'category' | 'tag';

/** A category's or tag's feeds; null: the whole blog's. */
export type FeedScope = { kind: FeedKind; id: string } | null;

/** The folder of the categories' and tags' feeds, in dist/. */
export const FEEDS_FOLDER = 'feeds';

/** An id that can name a folder (the API's are numbers): others get no feed of their own. */
const SAFE_ID = /^[\w-]{1,64}$/;

/** The folder of a scope's feeds ('' for the blog's), or null when its id cannot name one. */
export function feedFolder(scope: FeedScope): string | null {
  if (!scope) return '';
  return SAFE_ID.test(scope.id) ? `/${FEEDS_FOLDER}/${scope.kind}/${scope.id}` : null;
}

/**
 * The feeds that match a filtered list (its parsed query): one category's or one tag's; the
 * blog's for anything else (both filters, or none).
 */
export function feedScopeOf(query: { categoryId?: string; labelId?: string }): FeedScope {
  const { categoryId, labelId } = query;
  if (categoryId && !labelId) return { kind: 'category', id: categoryId };
  if (labelId && !categoryId) return { kind: 'tag', id: labelId };
  return null;
}

/** A page's feed links (<link rel="alternate">): type and absolute address; none for an unsafe id. */
export function feedLinks(siteUrl: string, scope: FeedScope): { type: string; href: string }[] {
  const folder = feedFolder(scope);
  if (folder === null) return [];
  return FEED_FORMATS.map(([name, type]) => ({ type, href: `${siteUrl}${folder}/${name}` }));
}
