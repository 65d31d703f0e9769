/**
 * The tag colours the site's pages are drawn in, kept from one prerender run to the next
 * (tag-colors.ts): read from the last run's manifest before any page renders, written into this
 * run's. A page kept from the last run and one rendered now then draw a tag alike, and a reader
 * going from one to the other sees it in one colour.
 */
import path from 'node:path';
import { adoptTagColors, tagColorPicks } from '@/lib/tag-colors';
import { MANIFEST_FILE, readManifest, type Manifest } from './manifest';

/** Adopts the colours of the last run's pages in `dist`, if it left a manifest. */
export function adoptKeptTagColors(dist: string): void {
  adoptTagColors(Object.entries(readManifest(path.join(dist, MANIFEST_FILE))?.tagColors ?? {}));
}

/** The manifest to write, with every tag's colour this run drew or kept. */
export const withTagColors = (manifest: Manifest): Manifest => ({
  ...manifest,
  tagColors: tagColorPicks(),
});
