/**
 * What the public pages ask the API for and what their heads are titled, as functions both the
 * pages' hooks and the prerender (pages/public/routes.ts, prerender/route-data.ts) call, so the
 * data a page is prerendered with is the data its hooks look for, by construction.
 */
import type { ArticleListArgs } from '@/api/types';
import { notFoundTitle } from '@/components/states/not-found-title';
import { t } from '@/i18n/i18n';
import { PUBLIC_PAGE_SIZE } from '@/config/constants';

/** Home's page of newest articles (page 1 is the one prerendered). */
export const homeArticlesArgs = (page: number): ArticleListArgs => ({
  page,
  pageSize: PUBLIC_PAGE_SIZE,
});

/** Home's own title: the site's on its first page, the page's number past it. */
export const homeTitle = (page: number): string | null =>
  page > 1 ? t('list.pageTitle', { page }) : null;

/** The archive takes no arguments. */
export const timelineArgs = undefined;

/** The archive's title, in the active language (the titles are functions for that reason). */
export const archiveTitle = (): string => t('timeline.title');

/** An article is asked for by its id, exactly as its address names it. */
export const articleArgs = (id: string): string => id;

export { notFoundTitle };
