/**
 * The contract's shapes (../shared/design/api-contract.md, "Shapes"), field by field, each record
 * paired with the app's own adapter (src/api/adapters.ts) so the check can say how the app reads
 * a field that deviates: the same code that renders the screens decides what a deviation costs.
 */
import {
  toAnalysis,
  toArticle,
  toArticleSummary,
  toDisabledState,
  toFileItem,
  toLoginResult,
  toPage,
  toProfile,
  toRanked,
  toRef,
  toTaxonomy,
  toTaxonomySummary,
  toTimelineEntry,
} from '@/api/adapters';

/** `id`: a number or a string (both are the contract); `date`: an ISO 8601 string. */
export type LeafType = 'string' | 'number' | 'boolean' | 'id' | 'date';

interface Common {
  /** The contract's `field?`: may be absent (or null). */
  optional?: boolean;
  /** `T | null`. */
  nullable?: boolean;
}
export type Shape =
  | (Common & { kind: 'leaf'; type: LeafType })
  | (Common & {
      kind: 'record';
      fields: Record<string, Shape>;
      /** The app's adapter for this record: what a screen gets from it. */
      adapt?: (value: unknown) => unknown;
    })
  | (Common & { kind: 'array'; item: Shape });

const leaf = (type: LeafType): Shape => ({ kind: 'leaf', type });
const record = (fields: Record<string, Shape>, adapt?: (value: unknown) => unknown): Shape => ({
  kind: 'record',
  fields,
  adapt,
});
const arrayOf = (item: Shape): Shape => ({ kind: 'array', item });
const optional = (shape: Shape): Shape => ({ ...shape, optional: true, nullable: true });
const nullable = (shape: Shape): Shape => ({ ...shape, nullable: true });

const id = leaf('id');
const text = leaf('string');
const count = leaf('number');
const flag = leaf('boolean');
const date = leaf('date');

const ref = record({ id, name: text }, toRef);

const summaryFields = {
  id,
  title: text,
  summary: text,
  cover: optional(text),
  category: nullable(ref),
  labels: arrayOf(ref),
  views: count,
  disabled: flag,
  createdAt: date,
  updatedAt: date,
  wordCount: optional(count),
};
const link = record({ id, title: text });

export const articleSummary = record(summaryFields, toArticleSummary);
export const article = record(
  { ...summaryFields, content: text, prev: optional(link), next: optional(link) },
  toArticle,
);
export const ranked = record({ id, title: text, views: count }, toRanked);
export const timelineEntry = record({ id, title: text, createdAt: date }, toTimelineEntry);
export const taxonomySummary = record({ id, name: text, articleCount: count }, toTaxonomySummary);
export const taxonomy = record(
  { id, name: text, articleCount: count, disabled: flag, createdAt: date },
  toTaxonomy,
);
export const fileItem = record(
  { id, name: text, url: text, size: count, mimeType: text, createdAt: date },
  toFileItem,
);
export const profile = record(
  { username: text, nickname: optional(text), avatar: optional(text) },
  toProfile,
);
const day = record(
  { date, pv: count, uv: count },
  (value) => toAnalysis({ daily: [value], topArticles: [] }).daily[0],
);
export const analysis = record(
  {
    pv: count,
    uv: count,
    articleCount: count,
    categoryCount: count,
    labelCount: count,
    daily: arrayOf(day),
    topArticles: arrayOf(ranked),
  },
  toAnalysis,
);
export const loginResult = record({ token: text, username: text }, toLoginResult);
export const disabledState = record({ id, disabled: flag }, toDisabledState);

/** `Page<T>`; its figures are read as the app's toPage reads them (the items by their own adapter). */
export const pageOf = (item: Shape): Shape =>
  record(
    { list: arrayOf(item), total: count, page: count, pageSize: count },
    toPage((value) => value),
  );
export const listOf = arrayOf;
