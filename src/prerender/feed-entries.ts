/**
 * The full content of the articles the feeds list (the newest of the blog, of each category and
 * of each tag: feeds.ts), rendered by the render pool's workers in parallel, each article once
 * however many feeds list it, from the Markdown its page in the staged copy carries (new and kept
 * pages alike: feed-content.ts).
 */
import type { ArticleSummary } from '@/api/types';
import type { BlogConfig } from '@/config/runtime-config';
import { markdownFromPage } from './feed-content';
import { blogFeeds, type ContentOf } from './feeds';
import type { RenderResult } from './render-messages';
import type { RenderPool } from './render-pool';

/** The articles the feeds list, each once (none for a demo, which has no feeds: feeds.ts). */
export function feedArticles(
  config: BlogConfig,
  articles: readonly ArticleSummary[],
): ArticleSummary[] {
  if (config.mock) return [];
  const listed = blogFeeds(config.site, articles).flatMap((feed) =>
    feed.entries.map(({ article }) => article),
  );
  return [...new Map(listed.map((article) => [article.id, article])).values()];
}

/**
 * The feeds' content: `early` holds the entries rendered beside their pages (render-pages.ts);
 * the others (kept pages) are rendered now. An article without a page has none (its summary is
 * used), and one whose content fails to render is said and gets its summary too.
 */
export async function feedContent(
  pool: RenderPool,
  dir: string,
  config: BlogConfig,
  articles: readonly ArticleSummary[],
  early: ReadonlyMap<string, Promise<RenderResult>>,
): Promise<ContentOf> {
  const rendered = new Map<string, string | null>();
  await Promise.all(
    feedArticles(config, articles).map(async ({ id }) => {
      const markdown = markdownFromPage(dir, id);
      if (markdown === null) return;
      try {
        const { html } = await (early.get(id) ?? pool.render({ kind: 'feed', id, markdown }));
        rendered.set(id, html ?? null);
      } catch (error) {
        console.warn(`  the feeds carry the summary of ${id}: ${(error as Error).message}`);
      }
    }),
  );
  return (article) => rendered.get(article.id) ?? null;
}
