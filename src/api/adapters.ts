/**
 * Adapters from the wire's JSON to the domain types, and the shapes a query's `data` must have
 * before it is adapted. A backend with other field names is ported by editing this file (and the
 * paths in the endpoints), nothing else.
 */
import type {
  Analysis,
  Article,
  ArticleLink,
  ArticleSummary,
  DisabledState,
  FileItem,
  LoginResult,
  NamedRef,
  Page,
  Profile,
  RankedArticle,
  Taxonomy,
  TaxonomySummary,
  TimelineEntry,
} from './types';
import { safeFileUrl, safeSrc } from '@/lib/url-policy';
import { reportSkipped } from './skipped-records';

type Raw = Record<string, unknown>;

const asRecord = (value: unknown): Raw =>
  value && typeof value === 'object' ? (value as Raw) : {};
const isRecord = (value: unknown): value is Raw =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const present = (value: unknown) => value !== undefined && value !== null && value !== '';

// Half of a UTF-16 surrogate pair without its other half.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text as every renderer will write it (`String.prototype.toWellFormed`): a lone surrogate becomes
 * U+FFFD here, once, because UTF-8 cannot hold one. The prerender's HTML would carry U+FFFD and
 * the browser's render the original, and React calls that a hydration mismatch.
 */
export const wellFormed = (text: string): string => text.replace(LONE_SURROGATE, '\uFFFD');

const raw = (value: unknown): string =>
  value === undefined || value === null ? '' : String(value);
const str = (value: unknown): string => wellFormed(raw(value));

/**
 * Why a record's id cannot name it, or null. An id goes into addresses (/detail/{id}, and the
 * API's own paths) and cache keys, so it is never empty, never holds a lone surrogate (no URL can
 * carry one, and replacing it would name another record) and is never `.` or `..`. Such a record
 * is skipped, never repaired.
 */
export function idProblem(value: unknown): string | null {
  const id = raw(value);
  if (id === '') return 'it has no id';
  if (wellFormed(id) !== id) return 'its id holds a broken character no address can carry';
  // The contract puts ids in API paths (/api/article/detail/{id}), where a URL drops these.
  if (id === '.' || id === '..') return 'its id is a dot segment no API address can carry';
  return null;
}

/** What a list item needs to be shown, besides a usable id. */
const ITEM_RULES = {
  articles: { what: 'article', fields: ['title'] },
  taxonomies: { what: 'category or label', fields: ['name'] },
  files: { what: 'file', fields: ['name', 'url'] },
  refs: { what: 'category or label of an article', fields: [] },
} as const satisfies Record<string, { what: string; fields: readonly string[] }>;
export type ItemKind = keyof typeof ITEM_RULES;

/**
 * True when a list's item can be shown; otherwise the record is reported (the console lists what
 * was skipped and why) and left out, so one bad record never costs the rest of the list.
 */
export function usableItem(kind: ItemKind, value: unknown): boolean {
  const { what, fields } = ITEM_RULES[kind];
  const record = isRecord(value) ? value : null;
  const missing = record && fields.find((field) => !present(record[field]));
  const reason = !record
    ? 'it is not a record'
    : (idProblem(record.id) ?? (missing ? `it has no ${missing}` : null));
  if (reason) reportSkipped({ what, id: JSON.stringify(raw(record?.id)), reason });
  return reason === null;
}
const usable = (kind: ItemKind) => (value: unknown) => usableItem(kind, value);
const num = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};
// Backends spell a flag as true, 'true' or 1; anything else is false.
const bool = (value: unknown): boolean => value === true || value === 'true' || value === 1;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** The items of a list answer that can be shown (all of them when no kind is named). */
const items = (value: unknown, kind?: ItemKind): unknown[] =>
  kind ? list(value).filter(usable(kind)) : list(value);

export const toRef = (value: unknown): NamedRef => {
  const raw = asRecord(value);
  return { id: str(raw.id), name: str(raw.name) };
};

const toLink = (value: unknown): ArticleLink | null => {
  if (!value || typeof value !== 'object') return null;
  const raw = asRecord(value);
  return idProblem(raw.id) ? null : { id: str(raw.id), title: str(raw.title) };
};

/** A page of items; with `kind`, the items that cannot be shown are skipped (and reported). */
export const toPage =
  <T>(item: (value: unknown) => T, kind?: ItemKind) =>
  (value: unknown): Page<T> => {
    const raw = asRecord(value);
    return {
      list: items(raw.list, kind).map(item),
      total: num(raw.total),
      page: Math.max(1, num(raw.page) || 1),
      pageSize: num(raw.pageSize),
    };
  };

export const toArticleSummary = (value: unknown): ArticleSummary => {
  const raw = asRecord(value);
  return {
    id: str(raw.id),
    title: str(raw.title),
    summary: str(raw.summary),
    // URLs become src/href as they are: they pass the same policy as links in articles.
    cover: safeSrc(str(raw.cover)),
    category:
      isRecord(raw.category) && usableItem('refs', raw.category) ? toRef(raw.category) : null,
    labels: items(raw.labels, 'refs').map(toRef),
    views: num(raw.views),
    disabled: bool(raw.disabled),
    createdAt: str(raw.createdAt),
    updatedAt: str(raw.updatedAt || raw.createdAt),
    wordCount: raw.wordCount === undefined || raw.wordCount === null ? null : num(raw.wordCount),
  };
};

export const toArticle = (value: unknown): Article => {
  const raw = asRecord(value);
  return {
    ...toArticleSummary(raw),
    content: str(raw.content),
    prev: toLink(raw.prev),
    next: toLink(raw.next),
  };
};

export const toRanked = (value: unknown): RankedArticle => {
  const raw = asRecord(value);
  return { id: str(raw.id), title: str(raw.title), views: num(raw.views) };
};

export const toTimelineEntry = (value: unknown): TimelineEntry => {
  const raw = asRecord(value);
  return { id: str(raw.id), title: str(raw.title), createdAt: str(raw.createdAt) };
};

export const toTaxonomy = (value: unknown): Taxonomy => {
  const raw = asRecord(value);
  return {
    id: str(raw.id),
    name: str(raw.name),
    articleCount: num(raw.articleCount),
    disabled: bool(raw.disabled),
    createdAt: str(raw.createdAt),
  };
};

export const toTaxonomySummary = (value: unknown): TaxonomySummary => {
  const raw = asRecord(value);
  return { id: str(raw.id), name: str(raw.name), articleCount: num(raw.articleCount) };
};

export const toFileItem = (value: unknown): FileItem => {
  const raw = asRecord(value);
  return {
    id: str(raw.id),
    name: str(raw.name),
    url: safeFileUrl(str(raw.url)),
    size: num(raw.size),
    mimeType: str(raw.mimeType),
    createdAt: str(raw.createdAt),
  };
};

export const toProfile = (value: unknown): Profile => {
  const raw = asRecord(value);
  return {
    username: str(raw.username),
    nickname: raw.nickname ? str(raw.nickname) : null,
    avatar: safeSrc(str(raw.avatar)),
  };
};

export const toAnalysis = (value: unknown): Analysis => {
  const raw = asRecord(value);
  return {
    pv: num(raw.pv),
    uv: num(raw.uv),
    articleCount: num(raw.articleCount),
    categoryCount: num(raw.categoryCount),
    labelCount: num(raw.labelCount),
    daily: list(raw.daily).map((d) => {
      const day = asRecord(d);
      return { date: str(day.date), pv: num(day.pv), uv: num(day.uv) };
    }),
    topArticles: items(raw.topArticles, 'articles').map(toRanked),
  };
};

export const toLoginResult = (value: unknown): LoginResult => {
  const raw = asRecord(value);
  return { token: str(raw.token), username: str(raw.username) };
};

export const toDisabledState = (value: unknown): DisabledState => {
  const raw = asRecord(value);
  return { id: str(raw.id), disabled: bool(raw.disabled) };
};

/** A list of items; with `kind`, the items that cannot be shown are skipped (and reported). */
export const toList =
  <T>(item: (value: unknown) => T, kind?: ItemKind) =>
  (value: unknown): T[] =>
    items(value, kind).map(item);

/**
 * The shape a query's `data` must have, as a Standard Schema (RTK Query's `rawResponseSchema`).
 * The adapters above would turn `data: null` or a page without its list into an empty list or a
 * blank article; a shape check first makes such an answer an error the screen shows with Retry
 * (createApi's `catchSchemaFailure` turns the failure into the base query's parse error).
 */
export interface WireShape {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => { value: unknown } | { issues: { message: string }[] };
  };
}

const wireShape = (what: string, check: (value: unknown) => boolean): WireShape => ({
  '~standard': {
    version: 1,
    vendor: 'blog-wire',
    validate: (value) => (check(value) ? { value } : { issues: [{ message: `Expected ${what}` }] }),
  },
});

/** An object that carries every one of `fields` (an id, a title or name to show). */
const hasFields = (value: unknown, fields: readonly string[]): value is Raw =>
  isRecord(value) && fields.every((field) => present(value[field]));

const ARTICLE_FIELDS = ['id', 'title'] as const;

/**
 * `Page<T>`: an object whose `list` is an array (empty is fine). Its items are checked one by
 * one as they are adapted (`toPage(item, kind)`): an incomplete one is skipped, not the page.
 */
const pageOf = (what: string) =>
  wireShape(`a page of ${what}`, (value) => isRecord(value) && Array.isArray(value.list));
/** `T[]`: an array (empty is fine); its items are checked as they are adapted (`toList`). */
const listOf = (what: string) => wireShape(`a list of ${what}`, Array.isArray);

export const wire = {
  articlePage: pageOf('articles'),
  taxonomyPage: pageOf('categories or labels'),
  filePage: pageOf('files'),
  rankList: listOf('ranked articles'),
  timelineList: listOf('timeline entries'),
  taxonomyList: listOf('categories or labels'),
  /** An article with its content (an empty text is still a text) and an id an address can carry. */
  article: wireShape(
    'an article',
    (value) =>
      hasFields(value, ARTICLE_FIELDS) &&
      idProblem(value.id) === null &&
      typeof value.content === 'string',
  ),
  analysis: wireShape(
    'the figures',
    (value) => isRecord(value) && Array.isArray(value.daily) && Array.isArray(value.topArticles),
  ),
};
