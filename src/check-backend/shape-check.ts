/**
 * Holds an answer's `data` to the contract's shape, field by field, and says for each deviation
 * how the app reads it: the record's own adapter runs on the same value, so "harmless" means the
 * app's screens get the value the backend meant (a `total` of "67" is read as 67), and anything
 * else (a field missing, renamed or unreadable) is a value the screens lose. Ids as numbers or
 * as strings are both the contract.
 */
import { idProblem } from '@/api/record-rules';
import type { LeafType, Shape } from './contract-shapes';
import type { Severity } from './findings';

export interface FieldFinding {
  severity: Severity;
  /** `data.list[].title`: `[]` stands for every item of a list. */
  path: string;
  problem: string;
  /** How the app reads it. */
  reading: string;
  /** What went wrong, without the values: the same kind of deviation in several answers is one. */
  kind: string;
  /** In how many of the values at this path (`of`) it was seen. */
  count: number;
  of: number;
}

type Raw = Record<string, unknown>;

const ISO_8601 =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

const shown = (value: unknown): string => {
  if (value === '') return 'empty ("")';
  if (value === undefined) return 'absent';
  const json = JSON.stringify(value);
  return json.length > 40 ? `${json.slice(0, 37)}…` : json;
};

const typeName = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`;

const LEAF_NAMES: Record<LeafType, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'a boolean',
  id: 'an id (number or string)',
  date: 'an ISO 8601 date string',
};

const isType = (type: LeafType, value: unknown): boolean => {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'id':
      return (
        (typeof value === 'string' && value !== '') ||
        (typeof value === 'number' && Number.isFinite(value))
      );
    case 'date':
      return typeof value === 'string' && ISO_8601.test(value);
  }
};

/**
 * Whether the app's adapter got the value the backend meant out of a value of the wrong type:
 * the read value written back is the sent one ("67" → 67, 12 → "12"), a flag in a spelling the
 * adapters accept, a date any browser parses.
 */
function recovered(type: LeafType, sent: unknown, read: unknown): boolean {
  if (type === 'boolean') return ['true', 'false', 1, 0].includes(sent as string | number);
  if (type === 'date') return typeof sent === 'string' && !Number.isNaN(Date.parse(sent));
  if (sent === null || sent === undefined || sent === '' || typeof sent === 'object') return false;
  return read !== undefined && String(read) === String(sent).trim();
}

function checkLeaf(
  type: LeafType,
  value: unknown,
  read: unknown,
  inList: boolean,
): Omit<FieldFinding, 'path' | 'count' | 'of'> | null {
  // A string id of the right type may still be one no address can carry (`..`, a lone surrogate).
  if (isType(type, value) && !(type === 'id' && idProblem(value))) return null;
  // A list's items differ in value: their findings are grouped by what went wrong.
  const sent = inList ? typeName(value) : `${typeName(value)} ${shown(value)}`;
  const readAs = inList ? 'a wrong value' : shown(read);
  if (type === 'id') {
    const problem = idProblem(value);
    if (problem) {
      return {
        severity: 'error',
        kind: 'unusable id',
        problem: `an unusable id${inList ? '' : ` ${shown(value)}`}`,
        reading: `leaves the record out (${problem})`,
      };
    }
    return {
      severity: 'error',
      kind: `${typeName(value)} for an id`,
      problem: `${sent}, not ${LEAF_NAMES.id}`,
      reading: `reads it as ${readAs}`,
    };
  }
  const problem = `${sent}, not ${LEAF_NAMES[type]}`;
  if (recovered(type, value, read)) {
    return {
      severity: 'warning',
      kind: `${typeName(value)} for ${type}`,
      problem,
      reading:
        type === 'date'
          ? 'Chromium reads it; other browsers may show "Invalid Date"'
          : `reads it as ${inList ? 'the value meant' : shown(read)}: harmless here, a stricter client may not cope`,
    };
  }
  return {
    severity: 'error',
    kind: `${typeName(value)} for ${type}`,
    problem,
    reading: `reads it as ${readAs}`,
  };
}

class Collector {
  private readonly found = new Map<string, FieldFinding>();
  private readonly seen = new Map<string, number>();

  visit(path: string): void {
    this.seen.set(path, (this.seen.get(path) ?? 0) + 1);
  }

  add(path: string, finding: Omit<FieldFinding, 'path' | 'count' | 'of'>): void {
    const key = `${path}\n${finding.severity}\n${finding.kind}`;
    const known = this.found.get(key);
    if (known) known.count += 1;
    else this.found.set(key, { ...finding, path, count: 1, of: 0 });
  }

  findings(): FieldFinding[] {
    return [...this.found.values()].map((finding) => ({
      ...finding,
      of: this.seen.get(finding.path) ?? 1,
    }));
  }
}

function walk(
  shape: Shape,
  value: unknown,
  read: unknown,
  path: string,
  inList: boolean,
  out: Collector,
): void {
  out.visit(path);
  if (value === undefined || value === null) {
    if (value === undefined && shape.optional) return;
    if (value === null && shape.nullable) return;
    out.add(path, {
      severity: 'error',
      kind: value === undefined ? 'missing' : 'null',
      problem: value === undefined ? 'missing' : 'null',
      reading: read === undefined ? 'has nothing to show' : `reads it as ${shown(read)}`,
    });
    return;
  }
  if (shape.kind === 'leaf') {
    const finding = checkLeaf(shape.type, value, read, inList);
    if (finding) out.add(path, finding);
    return;
  }
  if (shape.kind === 'array') {
    if (!Array.isArray(value)) {
      out.add(path, {
        severity: 'error',
        kind: 'not an array',
        problem: `${typeName(value)}, not an array`,
        reading: 'reads it as an empty list',
      });
      return;
    }
    value.forEach((item) => walk(shape.item, item, undefined, `${path}[]`, true, out));
    return;
  }
  if (typeof value !== 'object' || Array.isArray(value)) {
    out.add(path, {
      severity: 'error',
      kind: 'not a record',
      problem: `${typeName(value)}, not a record`,
      reading: 'has nothing to show',
    });
    return;
  }
  const raw = value as Raw;
  const adapted = (shape.adapt ? shape.adapt(raw) : read) as Raw | undefined;
  const extra = Object.keys(raw).filter((key) => !(key in shape.fields));
  for (const [name, field] of Object.entries(shape.fields)) {
    const fieldPath = `${path}.${name}`;
    const fieldValue = raw[name];
    if (fieldValue === undefined && !field.optional && extra.length > 0) {
      // A field missing beside one the contract does not name: most likely renamed.
      out.visit(fieldPath);
      const hint = extra.map((key) => `"${key}"`).join(', ');
      out.add(fieldPath, {
        severity: 'error',
        kind: 'missing',
        problem: `missing (the record has ${hint}, which the contract does not name: renamed?)`,
        reading: `reads it as ${shown(adapted?.[name])}`,
      });
      continue;
    }
    walk(field, fieldValue, adapted?.[name], fieldPath, inList, out);
  }
}

/** Every deviation of `data` from `shape`, grouped by path and kind. */
export function checkShape(shape: Shape, data: unknown): FieldFinding[] {
  const out = new Collector();
  walk(shape, data, undefined, 'data', false, out);
  return out.findings();
}
