/**
 * The rules a backend's record must meet before a page shows it, used by the adapters on every
 * read: texts are made well formed once, and a list item the app cannot show (no id, an id no
 * address can carry, a missing title or name) is skipped and reported, never allowed to take
 * its list, or the page, down.
 */
import { reportSkipped } from './skipped-records';

type Raw = Record<string, unknown>;

// Half of a UTF-16 surrogate pair without its other half.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text as every renderer will write it (`String.prototype.toWellFormed`): a lone surrogate becomes
 * U+FFFD here, once, because UTF-8 cannot hold one. The prerender's HTML would carry U+FFFD and
 * the browser's render the original, and React calls that a hydration mismatch.
 */
export const wellFormed = (text: string): string => text.replace(LONE_SURROGATE, '\uFFFD');

const asText = (value: unknown): string =>
  value === undefined || value === null ? '' : String(value);

/**
 * Why a record's id cannot name it, or null. An id goes into addresses (/detail/{id}, and the
 * API's own paths) and cache keys, so it is never empty, never holds a lone surrogate (no URL can
 * carry one, and replacing it would name another record) and is never `.` or `..` (a URL drops
 * such a segment). Such a record is skipped, never repaired.
 */
export function idProblem(value: unknown): string | null {
  const id = asText(value);
  if (id === '') return 'it has no id';
  if (wellFormed(id) !== id) return 'its id holds a broken character no address can carry';
  if (id === '.' || id === '..') return 'its id is a dot segment no API address can carry';
  return null;
}

const isRecord = (value: unknown): value is Raw =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * A filter for a list's items: true for an item the app can show (a usable id, every one of
 * `fields`); otherwise the record is reported (the console lists what was skipped and why) and
 * left out, so one bad record never costs the rest of the list.
 */
export const keepUsable =
  (what: string, fields: readonly string[]) =>
  (value: unknown): boolean => {
    const record = isRecord(value) ? value : null;
    const missing = record && fields.find((field) => !present(record[field]));
    const reason = !record
      ? 'it is not a record'
      : (idProblem(record.id) ?? (missing ? `it has no ${missing}` : null));
    if (reason) reportSkipped({ what, id: JSON.stringify(asText(record?.id)), reason });
    return reason === null;
  };
