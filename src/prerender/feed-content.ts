/**
 * An article's full content for the feeds: its Markdown rendered and sanitized by the same code as
 * its page, with every address made absolute (a feed reader has no page to resolve `/uploads/a.png`
 * or `#usage` against) and nothing of the page around it: no heading anchors, no code block's
 * language label or Copy button, no colours or wrappers (renderMarkdown's pageChrome off). The
 * Markdown is read from the article's prerendered page (the data it carries), so kept and new
 * pages give their content alike and the feeds cost no API call.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Article } from '@/api/types';
import type { PrerenderedData } from '@/lib/page-format/carried-data';
import { renderMarkdownInTurns, type RenderOptions } from '@/components/markdown/render-markdown';
import { PRERENDERED_DATA_ID } from '@/lib/page-format/page-ids';
import { articleFile } from './routes';
import { articleUrl } from './site-urls';

/** The carried data's element (script-json.ts escapes `<`, so its text holds no `</script>`). */
const DATA = new RegExp(
  `<script type="application/json" id="${PRERENDERED_DATA_ID}">(.*?)</script>`,
  's',
);

/** The Markdown of article `id` (or of any article, without `id`) in a page's carried data. */
export function carriedMarkdown(
  data: Pick<PrerenderedData, 'queries'>,
  id?: string,
): string | null {
  for (const entry of Object.values(data.queries ?? {})) {
    const article = entry?.data as Partial<Article> | undefined;
    if ((id === undefined || article?.id === id) && typeof article?.content === 'string') {
      return article.content;
    }
  }
  return null;
}

/** The article's Markdown from its prerendered page in `dir`; null without a page or its data. */
export function markdownFromPage(dir: string, id: string): string | null {
  let html: string;
  try {
    html = fs.readFileSync(path.join(dir, articleFile(id)), 'utf8');
  } catch {
    return null;
  }
  const json = DATA.exec(html)?.[1];
  if (!json) return null;
  try {
    return carriedMarkdown(JSON.parse(json) as PrerenderedData, id);
  } catch {
    // A page whose data does not parse has nothing to give: the feed carries the summary.
    return null;
  }
}

/** How a feed entry is rendered: the article alone, its addresses absolute. */
export const feedOptions = (siteUrl: string, id: string): RenderOptions => ({
  pageChrome: false,
  addressBase: articleUrl(siteUrl, id),
});

/** The article's sanitized HTML with absolute addresses, for a feed entry. */
export async function feedHtml(siteUrl: string, id: string, markdown: string): Promise<string> {
  const [feed] = await renderMarkdownInTurns(markdown, feedOptions(siteUrl, id));
  return feed.html;
}
