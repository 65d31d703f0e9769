/**
 * The built files of a page's lazy chunks, found by the names webpack gives them
 * (`[name].[contenthash:8].chunk.js|css`, see webpack.config.ts), so the page can announce its
 * chunks' stylesheets and scripts in <head> instead of waiting for the app to ask for them.
 */
import fs from 'node:fs';

export interface ChunkFiles {
  stylesheets: string[];
  scripts: string[];
}

export function chunkFileFinder(dist: string): (chunks: readonly string[]) => ChunkFiles {
  const files = fs.readdirSync(dist);
  const find = (name: string, ext: 'js' | 'css') => {
    const pattern = new RegExp(`^${name}\\.[0-9a-f]{8}\\.chunk\\.${ext}$`);
    return files.filter((file) => pattern.test(file)).map((file) => `/${file}`);
  };
  return (chunks) => ({
    stylesheets: chunks.flatMap((name) => find(name, 'css')),
    scripts: chunks.flatMap((name) => find(name, 'js')),
  });
}

/** The boot entry's file (`boot.[contenthash:8].js`), the one script a prerendered page loads first. */
export function bootScript(dist: string): string {
  const file = fs.readdirSync(dist).find((name) => /^boot\.[0-9a-f]{8}\.js$/.test(name));
  if (!file)
    throw new Error(`No boot script (boot.[hash].js) in ${dist}: is it a production build?`);
  return `/${file}`;
}
