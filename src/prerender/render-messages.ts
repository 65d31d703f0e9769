/**
 * What the pass (pass.ts, on the main thread) and its render workers (render-worker.ts, started by
 * render-pool.ts) say to each other: the set-up a worker needs once per pass, the pages and feed
 * entries it renders, and its answers. Plain data: messages are copied between threads.
 */
import type { ArticleSummary } from '@/api/types';
import type { BlogConfig } from '@/config/runtime-config';
import type { ArticleWords } from './search-files';
import type { PageParts } from './html-document';

export interface RenderSetup {
  /** The dist/ being prerendered: the site's language files are read from it. */
  dist: string;
  config: BlogConfig;
  shell: string;
  /** Every tag's colour, picked once on the main thread, so all workers draw a tag alike. */
  tagColors: Record<string, number>;
}

/** A page to render into `file` (relative to the staged copy) from the data its store holds. */
export interface PageTask {
  kind: 'page';
  path: string;
  file: string;
  /** The staged copy the page is written into (staging.ts). */
  staging: string;
  /** The article's id when its feed entry is wanted too (answered as the task's HTML). */
  feedId?: string;
  /** The article, whose search text file the worker writes (answered as the task's words). */
  search?: ArticleSummary;
  /** Everything the page's document takes but its rendered markup; `head` before React's hints. */
  parts: Omit<PageParts, 'html'>;
}

/** An article's feed content (feed-content.ts), from the Markdown its page carries. */
export interface FeedTask {
  kind: 'feed';
  id: string;
  markdown: string;
}

export type RenderTask = PageTask | FeedTask;

/** What a task gives back: a feed entry's HTML, an article's search words. */
export interface RenderResult {
  html?: string;
  words?: ArticleWords;
}

export type RenderAnswer =
  ({ ok: true; tagColors: Record<string, number> } & RenderResult) | { ok: false; message: string };

/** From the pool to a worker: its set-up first, then one task at a time. */
export type ToWorker = { setup: RenderSetup } | { task: RenderTask };
