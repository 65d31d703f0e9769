/**
 * Adapters from the wire's JSON to the domain types. A backend with other field names is ported
 * by editing this file (and the paths in the endpoints), nothing else.
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

type Raw = Record<string, unknown>;

const asRecord = (value: unknown): Raw =>
  value && typeof value === 'object' ? (value as Raw) : {};
const str = (value: unknown): string =>
  value === undefined || value === null ? '' : String(value);
const num = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};
// Backends spell a flag as true, 'true' or 1; anything else is false.
const bool = (value: unknown): boolean => value === true || value === 'true' || value === 1;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export const toRef = (value: unknown): NamedRef => {
  const raw = asRecord(value);
  return { id: str(raw.id), name: str(raw.name) };
};

const toLink = (value: unknown): ArticleLink | null => {
  if (!value || typeof value !== 'object') return null;
  const raw = asRecord(value);
  return str(raw.id) === '' ? null : { id: str(raw.id), title: str(raw.title) };
};

export const toPage =
  <T>(item: (value: unknown) => T) =>
  (value: unknown): Page<T> => {
    const raw = asRecord(value);
    return {
      list: list(raw.list).map(item),
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
    category: raw.category && typeof raw.category === 'object' ? toRef(raw.category) : null,
    labels: list(raw.labels).map(toRef),
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
    topArticles: list(raw.topArticles).map(toRanked),
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

export const toList =
  <T>(item: (value: unknown) => T) =>
  (value: unknown): T[] =>
    list(value).map(item);
