/**
 * Reading and validating request fields the way a strict backend would: trimmed text with length
 * limits, ids that must exist, arrays in any of the encodings qs clients produce.
 */
import { invalid, notFound } from '../envelope';
import type { Id } from '../db';

export type Input = Record<string, unknown>;

/** The first value of a field as text ('' when missing). */
export function text(value: unknown): string {
  if (Array.isArray(value)) return text(value[0]);
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : '';
}

/** A trimmed, required text field of at most `max` characters. */
export function requiredText(value: unknown, label: string, max: number): string {
  const trimmed = text(value).trim();
  if (!trimmed) throw invalid(`${label} is required.`);
  if ([...trimmed].length > max) throw invalid(`${label} must be at most ${max} characters.`);
  return trimmed;
}

/** A trimmed, optional text field ('' when missing). */
export function optionalText(value: unknown, label: string, max: number): string {
  const trimmed = text(value).trim();
  if ([...trimmed].length > max) throw invalid(`${label} must be at most ${max} characters.`);
  return trimmed;
}

/** Arrays as repeated keys, `key[]=`, indexed keys or a comma-separated value. */
export function textList(value: unknown): string[] {
  const items = Array.isArray(value)
    ? value
    : value && typeof value === 'object'
      ? Object.values(value)
      : text(value).split(',');
  return items.map((item) => text(item).trim()).filter(Boolean);
}

/** 'true'/'false' (or 1/0); undefined when absent or unreadable. */
export function flag(value: unknown): boolean | undefined {
  const raw = text(value).trim().toLowerCase();
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  return undefined;
}

/** The row with this id (ids arrive as strings from paths and bodies). */
export function findRow<T extends { id: Id }>(rows: T[], id: unknown, what: string): T {
  const wanted = text(id).trim();
  const row = wanted ? rows.find((item) => String(item.id) === wanted) : undefined;
  if (!row) throw notFound(`${what} not found.`);
  return row;
}

export const sameName = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();
