/**
 * What the API has that the public pages do not, from the site's state and every article as the
 * API lists them now: published (enabled, no page or a page of a disabled one), edited (another
 * version than the page's), disabled (a page still shows it) and deleted (a page of an article the
 * API no longer has). A disabled article without a page is no change: the site is right without it.
 */
import type { ArticleSummary } from '@/api/types';
import { sameVersion } from '@/lib/same-version';
import type { SiteState } from './site-state-format';

export interface ChangedArticle {
  id: string;
  title: string;
}

export interface SiteChanges {
  published: ChangedArticle[];
  edited: ChangedArticle[];
  disabled: ChangedArticle[];
  deleted: ChangedArticle[];
}

export const CHANGE_KINDS = ['published', 'edited', 'disabled', 'deleted'] as const;

type Version = Pick<ArticleSummary, 'id' | 'updatedAt' | 'disabled'>;
type Page = SiteState['articles'][number];

/** The kind of change an article's page waits for, or null when the page is as the API says. */
function changeOf(article: Version, page: Page | undefined): keyof SiteChanges | null {
  const shown = page !== undefined && page[2];
  if (article.disabled) return shown ? 'disabled' : null;
  if (!shown) return 'published';
  return sameVersion(page[1], article.updatedAt) ? null : 'edited';
}

const pagesOf = (state: SiteState) => new Map(state.articles.map((page) => [page[0], page]));

export function siteChanges(state: SiteState, articles: readonly ArticleSummary[]): SiteChanges {
  const pages = pagesOf(state);
  const changes: SiteChanges = { published: [], edited: [], disabled: [], deleted: [] };
  for (const article of articles) {
    const kind = changeOf(article, pages.get(article.id));
    if (kind) changes[kind].push({ id: article.id, title: article.title });
    pages.delete(article.id);
  }
  for (const [id, , shown, title] of pages.values()) {
    if (shown) changes.deleted.push({ id, title });
  }
  return changes;
}

export const hasChanges = (changes: SiteChanges): boolean =>
  CHANGE_KINDS.some((kind) => changes[kind].length > 0);

/** True while the public pages do not show this version of the article (the save bar's words). */
export const awaitsBuild = (state: SiteState, article: Version): boolean =>
  changeOf(
    article,
    state.articles.find((page) => page[0] === article.id),
  ) !== null;
