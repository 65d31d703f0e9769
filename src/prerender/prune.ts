/** What a run removes from the site: pages of articles that went, stylesheets of older runs. */
import fs from 'node:fs';
import path from 'node:path';

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

/**
 * The folder where earlier prerenders wrote each page's captured styles (`styles/page.<hash>.css`).
 * Pages link the build's own CSS files now, so a site prerendered before keeps none of them.
 */
export const OLD_STYLES_FOLDER = 'styles';

export function removeOldPageStylesheets(root: string): void {
  fs.rmSync(path.join(root, OLD_STYLES_FOLDER), { recursive: true, force: true });
}
