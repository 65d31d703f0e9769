/**
 * One result list from the prerendered index and the API's keyword search: the index knows every
 * word of the articles it was built from, the API knows articles published since. Index results
 * come first, in their score order; an article both know is listed once (the API's copy wins for
 * its title and state, being newer); a disabled article is never listed, wherever it came from.
 */
import type { Id } from '@/api/types';

export interface SearchHit {
  id: Id;
  title: string;
  /** The text the snippet is cut from: the matching body text, or the summary. */
  text: string;
  disabled?: boolean;
}

export function mergeResults(
  indexed: SearchHit[],
  fromApi: SearchHit[],
  limit: number,
): SearchHit[] {
  const fresh = new Map(fromApi.map((hit) => [hit.id, hit]));
  const merged: SearchHit[] = [];
  const seen = new Set<Id>();
  const add = (hit: SearchHit) => {
    if (seen.has(hit.id) || hit.disabled) return;
    seen.add(hit.id);
    merged.push(hit);
  };
  for (const hit of indexed) {
    const newer = fresh.get(hit.id);
    // Disabled since the prerender: the API's copy says so; otherwise keep the index's snippet text.
    if (newer?.disabled) {
      seen.add(hit.id);
      continue;
    }
    add(newer ? { ...hit, title: newer.title } : hit);
  }
  for (const hit of fromApi) add(hit);
  return merged.slice(0, limit);
}
