/** What a run removes from the site: pages of articles that went, stylesheets no page links. */
import fs from 'node:fs';
import path from 'node:path';
import { STYLES_FOLDER, STYLESHEET_NAME } from './emotion-styles';

/** Pages of articles that are gone or disabled now must not stay reachable; returns their ids. */
export function removeStaleArticles(root: string, live: Set<string>): string[] {
  const folder = path.join(root, 'detail');
  if (!fs.existsSync(folder)) return [];
  const removed: string[] = [];
  for (const id of fs.readdirSync(folder)) {
    if (live.has(id)) continue;
    fs.rmSync(path.join(folder, id), { recursive: true, force: true });
    removed.push(id);
  }
  return removed;
}

/** Stylesheets no page links any more (pages re-rendered with other styles) go. */
export function removeUnusedStylesheets(root: string): void {
  const folder = path.join(root, STYLES_FOLDER);
  if (!fs.existsSync(folder)) return;
  const linked = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith('.html')) {
        for (const match of fs
          .readFileSync(full, 'utf8')
          .matchAll(/href="\/styles\/(page\.[0-9a-f]{8}\.css)"/g)) {
          linked.add(match[1]);
        }
      }
    }
  };
  visit(root);
  for (const name of fs.readdirSync(folder)) {
    if (STYLESHEET_NAME.test(name) && !linked.has(name)) fs.rmSync(path.join(folder, name));
  }
}
