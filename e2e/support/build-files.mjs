// The production build's files as the build tests read them: every file under dist/, and a public
// page's first load (every script its visit runs) in gzip bytes.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { entryAssets, inlineScripts } from './html.mjs';
import { distDir } from './paths.mjs';

/** Every file under dir, as paths relative to it with forward slashes. */
export function listFiles(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), relative) : [relative];
  });
}

export const gzipKiB = (file) =>
  zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length / 1024;

/**
 * The build's files (without the .gz/.br copies) and what a public page loads: the index page's
 * scripts (its inline head script too), the prerendered page's boot script, the shared public
 * chunk and the page's own chunk.
 */
export function readBuild() {
  const files = listFiles(distDir).filter((file) => !/\.(gz|br)$/.test(file));
  const indexHtml = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const loadedScripts = entryAssets(indexHtml).scripts.map((tag) => tag.file);
  const jsFiles = files.filter((file) => file.endsWith('.js'));
  const lazyChunks = jsFiles.filter(
    (file) => file.endsWith('.chunk.js') && !loadedScripts.includes(file),
  );
  const chunk = (name) => lazyChunks.find((candidate) => candidate.startsWith(`${name}.`));
  const boot = jsFiles.find((file) => /^boot\.[0-9a-f]+\.js$/.test(file));
  // Every page's inline head script (src/head/head-script.js) counts as the file it once was.
  const inlineKiB = inlineScripts(indexHtml).reduce(
    (sum, text) => sum + zlib.gzipSync(text, { level: 9 }).length / 1024,
    0,
  );
  /** A public page's first load in KiB gzip, or a reason it cannot be counted. */
  const firstLoadKiB = (page) => {
    const parts = [...loadedScripts, boot, chunk('public-shared'), chunk(page)];
    if (parts.some((file) => !file))
      throw new Error(`${page}: a part of its first load is missing`);
    return parts.reduce((sum, file) => sum + gzipKiB(file), inlineKiB);
  };
  const read = (file) => fs.readFileSync(path.join(distDir, file), 'utf8');
  return { files, chunk, firstLoadKiB, read };
}
