/**
 * What the last run rendered (dist/prerender-manifest.json): each article's updatedAt and the
 * neighbours its page links to (previous/next), and a key for the build, the site settings and
 * what the sidebar shows. A page is rendered again when its article changed, when a neighbour it
 * names is gone or changed, or when a new article sits beside it; everything is rendered again
 * when the key changed (a new build, new settings, or the sidebar: it is on every page).
 * An article that failed is not recorded, so the next run tries it again.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { ArticleSummary, Id, RankedArticle, TaxonomySummary } from '@/api/types';
import { relatedArgs, type RelatedArgs } from '@/features/reading/detail/related';

export const MANIFEST_FILE = 'prerender-manifest.json';

export interface ArticleRecord {
  updatedAt: string;
  /** The ids the page links to as previous and next (null: none). */
  prev: Id | null;
  next: Id | null;
  /** What its "Read next" list showed (relatedFingerprint): another list renders it again. */
  related?: string;
}

export interface Manifest {
  format: 2;
  /** Hash of the app shell, the site settings and the sidebar the pages were rendered with. */
  key: string;
  articles: Record<Id, ArticleRecord>;
  /** Each tag's colour the pages were drawn in (tag-colors.ts), for the next run's to match. */
  tagColors?: Record<Id, number>;
}

const hash = (...parts: string[]) => {
  const digest = createHash('sha256');
  for (const part of parts) digest.update(part).update('\0');
  return digest.digest('hex').slice(0, 16);
};

export function manifestKey(shell: string, settings: unknown, sidebar = ''): string {
  return hash(shell, JSON.stringify(settings), sidebar);
}

/**
 * What the sidebar on every page shows: the ranking's order and titles (not its view counts,
 * which change all day), the categories and labels with their counts.
 */
export function sidebarFingerprint(
  rank: readonly RankedArticle[],
  categories: readonly TaxonomySummary[],
  labels: readonly TaxonomySummary[],
): string {
  const named = (items: readonly TaxonomySummary[]) =>
    items.map(({ id, name, articleCount }) => [id, name, articleCount]);
  return hash(
    JSON.stringify([rank.map(({ id, title }) => [id, title]), named(categories), named(labels)]),
  );
}

export function readManifest(file: string): Manifest | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
    return parsed.format === 2 && typeof parsed.key === 'string' && parsed.articles ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * What an article's "Read next" list shows (ids, titles, dates, categories): a page whose list
 * would differ now (an article published, retitled, disabled or deleted among its related ones)
 * is rendered again, so a kept page never names a gone article.
 */
export function relatedFingerprint(related: readonly ArticleSummary[]): string {
  return hash(
    JSON.stringify(related.map((a) => [a.id, a.title, a.createdAt, a.category?.name ?? null])),
  );
}

/**
 * Ids whose page can be kept: same key, same updatedAt, the page file still there, each
 * neighbour it links to still live and unchanged, and its related list the same (`related`: the
 * fingerprint it would have now).
 */
export function unchangedArticles(
  previous: Manifest | null,
  key: string,
  current: Record<Id, string>,
  hasPage: (id: Id) => boolean,
  related: (id: Id) => string | undefined = () => undefined,
): Set<Id> {
  const kept = new Set<Id>();
  if (!previous || previous.key !== key) return kept;
  const same = (id: Id) =>
    Object.hasOwn(current, id) && previous.articles[id]?.updatedAt === current[id];
  for (const id of Object.keys(current)) {
    const record = previous.articles[id];
    if (!record || !same(id) || !hasPage(id)) continue;
    if (record.prev !== null && !same(record.prev)) continue;
    if (record.next !== null && !same(record.next)) continue;
    if (record.related !== related(id)) continue;
    kept.add(id);
  }
  return kept;
}

/**
 * After a page was rendered with neighbours `prev`/`next`: the kept pages beside it that do not
 * link back to it (a new article's older neighbour still says "Next: none"), to render again.
 */
export function neighboursToRender(
  id: Id,
  rendered: Pick<ArticleRecord, 'prev' | 'next'>,
  records: Readonly<Record<Id, ArticleRecord>>,
): Id[] {
  const stale: Id[] = [];
  if (rendered.prev !== null && records[rendered.prev] && records[rendered.prev].next !== id) {
    stale.push(rendered.prev);
  }
  if (rendered.next !== null && records[rendered.next] && records[rendered.next].prev !== id) {
    stale.push(rendered.next);
  }
  return stale;
}

/**
 * The article pages a run keeps (none with --all: unchangedArticles), and each page's "Read next"
 * list as it would be now (relatedFingerprint), ranked among the live articles, for the records.
 */
export function pagesToKeep(
  previous: Manifest | null,
  key: string,
  articles: readonly ArticleSummary[],
  hasPage: (id: Id) => boolean,
  all: boolean,
  /** relatedRanker among `articles`. */
  relatedOf: (args: RelatedArgs) => ArticleSummary[],
): { kept: Set<Id>; related: Map<Id, string> } {
  const related = new Map(
    articles.map((a) => [a.id, relatedFingerprint(relatedOf(relatedArgs(a)))]),
  );
  if (all) return { kept: new Set(), related };
  const current = Object.fromEntries(articles.map((a) => [a.id, a.updatedAt]));
  const kept = unchangedArticles(previous, key, current, hasPage, (id) => related.get(id));
  return { kept, related };
}
