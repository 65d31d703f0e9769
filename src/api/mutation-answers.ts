/**
 * The shapes a mutation's answer must have before a screen adopts it. The adapters would turn
 * `data: null` into an article with an empty title and text, and the editor would show it as
 * saved: the next save would overwrite the article with nothing. An answer that is not the record
 * the contract promises is an error (the base query's parse error, with Retry where it makes
 * sense), never an empty record. Queries' shapes are in adapters.ts (`wire`).
 */
import type { WireShape } from './adapters';

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw =>
  !!value && typeof value === 'object' && !Array.isArray(value);
/** An id the app can use: a non-empty string or a finite number. */
const isId = (value: unknown) =>
  (typeof value === 'string' && value !== '') ||
  (typeof value === 'number' && Number.isFinite(value));
const isText = (value: unknown) =>
  (typeof value === 'string' && value !== '') || typeof value === 'number';
/** The spellings of a flag the adapters read (true, 'true', 1 and their opposites). */
const isFlag = (value: unknown) =>
  typeof value === 'boolean' || value === 'true' || value === 'false' || value === 1 || value === 0;

export const answerShape = (what: string, check: (value: unknown) => boolean): WireShape => ({
  '~standard': {
    version: 1,
    vendor: 'blog-wire',
    // eslint-disable-next-line no-restricted-syntax -- for developers: readers see shapeError()
    validate: (value) => (check(value) ? { value } : { issues: [{ message: `Expected ${what}` }] }),
  },
});

/** A record with an id and every named text field filled. */
const recordWith = (value: unknown, fields: readonly string[]): value is Raw =>
  isRecord(value) && isId(value.id) && fields.every((field) => isText(value[field]));

export const isArticleAnswer = (value: unknown) =>
  recordWith(value, ['title']) && typeof value.content === 'string';
export const isTaxonomyAnswer = (value: unknown) => recordWith(value, ['name']);
export const isFileAnswer = (value: unknown) => recordWith(value, ['name', 'url']);
/** `{ id, disabled }`: the new state of a status switch. */
export const isDisabledStateAnswer = (value: unknown) =>
  isRecord(value) && isId(value.id) && isFlag(value.disabled);

export const answer = {
  /** A created or updated article, with its text. */
  article: answerShape('the saved article', isArticleAnswer),
  taxonomy: answerShape('the saved category or label', isTaxonomyAnswer),
  file: answerShape('the uploaded file', isFileAnswer),
  disabledState: answerShape('the new status', isDisabledStateAnswer),
};
