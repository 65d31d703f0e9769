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
import { idProblem, keepUsable, wellFormed } from './record-rules';

type Raw = Record<string, unknown>;

const asRecord = (value: unknown): Raw =>
  value && typeof value === 'object' ? (value as Raw) : {};
// Every text is made well formed here, once (record-rules.ts).
const str = (value: unknown): string =>
  value === undefined || value === null ? '' : wellFormed(String(value));
const num = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};
// Backends spell a flag as true, 'true' or 1; anything else is false.
const bool = (value: unknown): boolean => value === true || value === 'true' || value === 1;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** The items of a list answer the app can show (all of them when no kind is named). */
const items = (value: unknown, kind?: ItemKind): unknown[] =>
  kind ? list(value).filter(ITEM_RULES[kind]) : list(value);

export const toRef = (value: unknown): NamedRef => {
  const raw = asRecord(value);
  return { id: str(raw.id), name: str(raw.name) };
};

const toLink = (value: unknown): ArticleLink | null => {
  if (!value || typeof value !== 'object') return null;
  const raw = asRecord(value);
  return idProblem(raw.id) ? null : { id: str(raw.id), title: str(raw.title) };
};

/** A page of items; with `kind`, the items the app cannot show are skipped (and reported). */
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
      raw.category && typeof raw.category === 'object'
        ? (items([raw.category], 'refs').map(toRef)[0] ?? null)
        : null,
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

/** A list of items; with `kind`, the items the app cannot show are skipped (and reported). */
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
    // eslint-disable-next-line no-restricted-syntax -- for developers: readers see shapeError()
    validate: (value) => (check(value) ? { value } : { issues: [{ message: `Expected ${what}` }] }),
  },
});

const isRecord = (value: unknown): value is Raw =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const present = (value: unknown) => value !== undefined && value !== null && value !== '';
/** An object that carries every one of `fields` (an id, a title or name to show). */
const hasFields = (value: unknown, fields: readonly string[]): value is Raw =>
  isRecord(value) && fields.every((field) => present(value[field]));

const ARTICLE_FIELDS = ['id', 'title'] as const;
const TAXONOMY_FIELDS = ['id', 'name'] as const;
const FILE_FIELDS = ['id', 'name', 'url'] as const;

/** What a list's item needs to be shown, by kind of list (`toPage(item, kind)`, `toList`). */
const ITEM_RULES = {
  articles: keepUsable('article', ARTICLE_FIELDS),
  taxonomies: keepUsable('category or label', TAXONOMY_FIELDS),
  files: keepUsable('file', FILE_FIELDS),
  refs: keepUsable('category or label of an article', ['id']),
};
export type ItemKind = keyof typeof ITEM_RULES;

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
  /** The owner's profile: the console shows its `username`, so one must be there. */
  profile: wireShape('a profile', (value) => hasFields(value, ['username'])),
  analysis: wireShape(
    'the figures',
    (value) => isRecord(value) && Array.isArray(value.daily) && Array.isArray(value.topArticles),
  ),
};
