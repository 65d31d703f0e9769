/**
 * What the last run rendered (dist/prerender-manifest.json): each article's updatedAt, and a key
 * for the build and the site settings. An article is rendered again only when its updatedAt
 * changed, or when the build or the settings did (then every page is).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';

export const MANIFEST_FILE = 'prerender-manifest.json';

export interface Manifest {
  format: 1;
  /** Hash of the app shell and the site settings the pages were rendered with. */
  key: string;
  articles: Record<string, string>;
}

export function manifestKey(shell: string, settings: unknown): string {
  return createHash('sha256')
    .update(shell)
    .update(JSON.stringify(settings))
    .digest('hex')
    .slice(0, 16);
}

export function readManifest(file: string): Manifest | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
    return parsed.format === 1 && typeof parsed.key === 'string' && parsed.articles ? parsed : null;
  } catch {
    return null;
  }
}

/** Ids whose page can be kept: same key, same updatedAt, and the page file still there. */
export function unchangedArticles(
  previous: Manifest | null,
  key: string,
  current: Record<string, string>,
  hasPage: (id: string) => boolean,
): Set<string> {
  const kept = new Set<string>();
  if (!previous || previous.key !== key) return kept;
  for (const [id, updatedAt] of Object.entries(current)) {
    if (previous.articles[id] === updatedAt && hasPage(id)) kept.add(id);
  }
  return kept;
}
