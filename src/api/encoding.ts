/**
 * Request encoding, per the contract: `{id}` placeholders filled from the payload, GET parameters
 * in the query string and other methods' parameters in a form-encoded body, both through qs,
 * with empty values dropped and arrays in the configured format.
 */
import qs from 'qs';
import type { ArrayFormat } from '@/config/runtime-config';

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

export function encodeParams(params: Params, arrayFormat: ArrayFormat): string {
  const clean = cleanParams(params);
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
