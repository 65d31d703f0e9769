/**
 * Request encoding, per the contract: `{id}` placeholders filled from the payload, GET parameters
 * in the query string and other methods' parameters in a form-encoded body, both as qs writes
 * them, with empty values dropped and arrays in the configured format. Flat parameters (every
 * public call) are written by flat-query-string.ts to qs's exact output; only the console's
 * arrays and objects load qs itself, from the console's layout chunk, so the public pages' first
 * load does not carry it.
 */
import type { ArrayFormat } from '@/config/runtime-config';
import { stringifyFlat } from '@/lib/flat-query-string';

export type Params = Record<string, unknown>;

// Keys that could reach an object's prototype on a naive server-side parser: never sent.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** A copy without empty values or forbidden keys, at every depth. */
export function cleanParams(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.filter((item) => !isEmpty(item)).map(cleanParams);
  }
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    const out: Params = {};
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) continue;
      const item = (value as Params)[key];
      if (isEmpty(item)) continue;
      Object.defineProperty(out, key, {
        value: cleanParams(item),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }
  return value;
}

export class MissingPathParamError extends Error {}

/** Fills `{name}` placeholders from params (URI-encoded) and returns the params left over. */
export function fillPath(path: string, params: Params = {}): { path: string; rest: Params } {
  const rest: Params = { ...params };
  const filled = path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (isEmpty(value) || typeof value === 'object') {
      throw new MissingPathParamError(`Missing value for "{${name}}" in ${path}`);
    }
    // A URL drops a `.` or `..` segment (also written %2E): the call would reach another path.
    if (value === '.' || value === '..') {
      throw new MissingPathParamError(`"{${name}}" cannot be "${value}" in ${path}`);
    }
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}

/** Object keys URI-encoded at every depth (qs leaves them raw with `encodeValuesOnly`). */
function encodeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(encodeKeys);
  if (!value || typeof value !== 'object') return value;
  const out: Params = {};
  for (const [key, item] of Object.entries(value)) {
    Object.defineProperty(out, encodeURIComponent(key), {
      value: encodeKeys(item),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

export async function encodeParams(params: Params, arrayFormat: ArrayFormat): Promise<string> {
  const clean = cleanParams(params);
  // qs with `encodeValuesOnly` (the comma format below) leaves keys to encodeKeys.
  const flat = stringifyFlat(clean, arrayFormat === 'comma' ? encodeURIComponent : undefined);
  if (flat !== null) return flat;
  // Into the console layout's chunk (same chunk name, merged by webpack): every console screen has
  // loaded it already, and the build keeps its 18 lazy chunks.
  const { default: qs } = await import(/* webpackChunkName: "console-layout" */ 'qs');
  if (arrayFormat === 'comma') {
    // qs joins a comma array before encoding it, so `['1', '2']` would travel as `1%2C2`, which a
    // qs parser reads as one value: encode the values one by one (and the keys here) instead.
    return qs.stringify(encodeKeys(clean), {
      arrayFormat,
      encodeValuesOnly: true,
      allowDots: false,
    });
  }
  return qs.stringify(clean, { arrayFormat, encodeValuesOnly: false, allowDots: false });
}
