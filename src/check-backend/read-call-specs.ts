/**
 * The contract's public reads as calls to check: what each is for (the screens that depend on it),
 * what the app does when it fails, and how its answer is judged. Shared by the read checks and the
 * write checks that read an article back.
 */
import {
  toArticle,
  toList,
  toPage,
  toArticleSummary,
  toRanked,
  toTaxonomySummary,
  toTimelineEntry,
  wire,
} from '@/api/adapters';
import { isNotFound } from '@/api/errors';
import type { CallSpec } from './call-check';
import {
  article,
  articleSummary,
  listOf,
  pageOf,
  ranked,
  taxonomySummary,
  timelineEntry,
} from './contract-shapes';
import type { Exchange } from './wire-client';

export type Raw = Record<string, unknown>;
export const records = (value: unknown): Raw[] => (Array.isArray(value) ? (value as Raw[]) : []);
export const listOfPage = (data: unknown): Raw[] => records((data as Raw | undefined)?.list);

const ARTICLE_LIST = 'the home page, the filtered lists (/list) and the prerender';
const pageSummary = (what: string) => (data: unknown) =>
  `${listOfPage(data).length} ${what} of ${String((data as Raw).total)}`;

export const articlePage: CallSpec = {
  uses: ARTICLE_LIST,
  onFailure:
    'the home page and the lists show their error state with Retry, and the prerender stops',
  gate: wire.articlePage,
  adapt: toPage(toArticleSummary, 'articles'),
  shape: pageOf(articleSummary),
  summarize: pageSummary('articles'),
};

export const articleDetail: CallSpec = {
  uses: 'the article page (/detail/{id}) and its prerendered page',
  onFailure:
    'the article page shows its error state with Retry, and the prerender skips the article',
  gate: wire.article,
  adapt: toArticle,
  shape: article,
  summarize: (data) =>
    `article ${String((data as Raw).id)}, ${String((data as Raw).content).length} characters of text`,
};

/** Only code 404 or HTTP 404 means "not found" to the app. */
export const notFound = (exchange: Exchange) =>
  !!exchange.result.error &&
  (exchange.result.error.code === 404 || isNotFound(exchange.result.error));

const SIDEBAR_FAILURE =
  'the sidebar section hides on every public page, and the prerender fails every page';
const listSummary = (what: string) => (data: unknown) => `${records(data).length} ${what}`;

export const rank: CallSpec = {
  uses: "the sidebar's most read articles (every public page)",
  onFailure: SIDEBAR_FAILURE,
  gate: wire.rankList,
  adapt: toList(toRanked, 'articles'),
  shape: listOf(ranked),
  summarize: listSummary('articles'),
};
export const timeline: CallSpec = {
  uses: 'the archive (/timeLine) and its prerendered page',
  onFailure: 'the archive shows its error state with Retry, and the prerender fails it',
  gate: wire.timelineList,
  adapt: toList(toTimelineEntry, 'articles'),
  shape: listOf(timelineEntry),
  summarize: listSummary('entries'),
};
export const taxonomyList = (what: string): CallSpec => ({
  uses: `the sidebar's ${what} (every public page)`,
  onFailure: SIDEBAR_FAILURE,
  gate: wire.taxonomyList,
  adapt: toList(toTaxonomySummary, 'taxonomies'),
  shape: listOf(taxonomySummary),
  summarize: listSummary(what),
});

export const ids = (list: Raw[]) => list.map((item) => String(item.id));
