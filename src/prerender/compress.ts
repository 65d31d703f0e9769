/**
 * Compressed copies beside the files, as a CDN would serve them: `file.gz` and `file.br` next to
 * every text file of a built dist/, so a host serves them as they are (nginx `gzip_static on`,
 * `brotli_static on`) instead of compressing on each request, or not at all. The build writes them
 * (webpack.config.ts) and the prerender refreshes them at the end of each run (cli.ts).
 *
 * config.js is left alone: the site owner edits it on the host, and a stale config.js.gz would be
 * served instead of the edit. A copy older than its file is written again; a copy whose file is
 * gone is removed.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { replaceFile } from './replace-file';

/** What a host sends as text: scripts, styles, pages, images as markup, data, feeds. */
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|xml|txt|webmanifest)$/i;
/** Edited on the host after the build. */
const NEVER = new Set(['config.js']);
const COPIES = ['.gz', '.br'] as const;

/**
 * `max` for the build's assets, written once per build and fetched by every visitor; `fast` for
 * the prerender's pages, of which a blog may have ten thousand to refresh in one run (brotli's
 * highest level takes some 20 times longer than level 6 for a few per cent).
 */
export type CompressionEffort = 'max' | 'fast';

export interface CompressResult {
  written: number;
  removed: number;
}

function compressed(data: Buffer, kind: (typeof COPIES)[number], effort: CompressionEffort) {
  if (kind === '.gz') return zlib.gzipSync(data, { level: 9 });
  return zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: effort === 'max' ? 11 : 6,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

/**
 * Writes `relative`'s compressed copies (those of `suffixes`) from its content `data`, each
 * replacing the old one in one rename (a reader never gets half a copy); returns how many. Nothing
 * for a file that gets none (isCompressible).
 */
export function writeCompressedCopies(
  root: string,
  relative: string,
  data: Buffer,
  effort: CompressionEffort,
  suffixes: readonly (typeof COPIES)[number][] = COPIES,
): number {
  if (!isCompressible(relative)) return 0;
  for (const suffix of suffixes) {
    replaceFile(path.join(root, relative + suffix), compressed(data, suffix, effort));
  }
  return suffixes.length;
}

/** True for a file this module keeps compressed copies of (by its path relative to the root). */
export function isCompressible(relative: string): boolean {
  return TEXT_FILE.test(relative) && !NEVER.has(relative.split(path.sep).join('/'));
}

function mtime(file: string): bigint | null {
  try {
    return fs.statSync(file, { bigint: true }).mtimeNs;
  } catch {
    return null;
  }
}

/**
 * Brings the .gz and .br copies under `root` in step with their files: writes the missing and the
 * stale ones, removes those whose file is gone (or is config.js). Returns what it did.
 */
export function compressTree(root: string, effort: CompressionEffort): CompressResult {
  const result: CompressResult = { written: 0, removed: 0 };
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        visit(full);
        continue;
      }
      const relative = path.relative(root, full);
      const copy = COPIES.find((suffix) => entry.name.endsWith(suffix));
      if (copy) {
        // A copy of a text file that is gone, or of config.js: never served stale.
        const original = relative.slice(0, -copy.length);
        if (
          TEXT_FILE.test(original) &&
          (!isCompressible(original) || mtime(full.slice(0, -copy.length)) === null)
        ) {
          fs.rmSync(full);
          result.removed += 1;
        }
        continue;
      }
      if (!isCompressible(relative)) continue;
      const own = mtime(full);
      const stale = COPIES.filter((suffix) => {
        const written = mtime(full + suffix);
        return written === null || own === null || written < own;
      });
      if (stale.length === 0) continue;
      result.written += writeCompressedCopies(root, relative, fs.readFileSync(full), effort, stale);
    }
  };
  visit(root);
  return result;
}
