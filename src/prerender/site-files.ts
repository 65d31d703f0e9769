/**
 * The files a prerender pass writes beside its pages into the staged copy, once every page is
 * rendered: the shell, feeds, search index, route shells, manifest, the site's state, host rules and
 * compressed copies; and the pages it no longer has removed (pass.ts publishes the copy after).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ArticleSummary } from '@/api/types';
import type { BlogConfig } from '@/config/runtime-config';
import { compressTree } from './compress';
import { FEEDS_FOLDER } from '@/config/feeds';
import { siteFiles, type ContentOf } from './feeds';
import { writeHostFiles } from './host-files';
import { withTagColors } from './kept-tag-colors';
import { MANIFEST_FILE, type Manifest } from './manifest';
import { SHELL_FILE } from './pass-setup';
import { removeOldPageStylesheets, removeStaleArticles } from './prune';
import { writeRouteShells } from './route-shells';
import { writeSearchFiles, type ArticleWords } from './search-files';
import { writeSiteState } from './site-state-file';
import { writeFile } from './staging';

export interface SiteFilesInput {
  shell: string;
  config: BlogConfig;
  articles: ArticleSummary[];
  /** The articles that have a page (the sitemap names only these). */
  withPage: ArticleSummary[];
  /** The manifest to write, as JSON (with the tag colours the pages were drawn in). */
  manifest: Manifest;
  /** The ids of the articles that are live: other article pages are removed. */
  live: Set<string>;
  /** The feed entries' full content (feed-entries.ts). */
  feedContent: ContentOf;
  /** The search words of the articles rendered this run (render-worker.ts). */
  searchWords: ReadonlyMap<string, ArticleWords>;
  /**
   * When the pass read the article list: what the pages show is the API as it was then, so a
   * rebuild asked for after that moment is not in them (the console waits for a later state).
   */
  readAt: Date;
}

/** Writes the site's other files into `dir`; returns the ids of the article pages removed. */
export function writeSiteFiles(dir: string, input: SiteFilesInput): string[] {
  const { shell, config, articles, withPage } = input;
  const site = config.site;
  writeFile(dir, SHELL_FILE, shell);
  // The feeds, sitemap.xml, robots.txt; a demo's robots.txt keeps crawlers out, and it has no
  // feed or sitemap (null: removed). The category and tag feeds are written afresh.
  fs.rmSync(path.join(dir, FEEDS_FOLDER), { recursive: true, force: true });
  const files = siteFiles(site, articles, config.mock, withPage, input.feedContent);
  for (const [name, text] of Object.entries(files)) {
    if (text === null) fs.rmSync(path.join(dir, name), { force: true });
    else writeFile(dir, name, text);
  }
  // The quick search's index and snippet texts, of every enabled article (search-files.ts).
  writeSearchFiles(dir, articles, input.searchWords);
  // The app shell, neutral head, at /list and the console routes (route-shells.ts).
  writeRouteShells(dir, shell, site);
  writeFile(dir, MANIFEST_FILE, JSON.stringify(withTagColors(input.manifest)));
  // What the console compares with the API (site-state-file.ts): the pages as published now.
  writeSiteState(dir, {
    config,
    withPage,
    records: input.manifest.articles,
    builtAt: input.readAt,
  });
  const removed = removeStaleArticles(dir, input.live);
  removeOldPageStylesheets(dir);
  // Netlify's host rules and the .gz/.br copies, in step with this run (host-files, compress).
  writeHostFiles(dir, config);
  const copies = compressTree(dir, 'fast');
  console.log(`  .gz/.br copies: ${copies.written} written, ${copies.removed} removed`);
  return removed;
}
