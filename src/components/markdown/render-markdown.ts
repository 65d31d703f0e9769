/**
 * Markdown -> safe HTML: parse (raw HTML allowed), sanitize with the allow-list, then add the
 * renderer's own trusted chrome. The result may be set as innerHTML. The document is parsed once
 * and then rendered, sanitized and enhanced in runs of top-level blocks (markdown-runs.ts), so its
 * cost stays linear in its length in jsdom too.
 */
import { createMarkdownParser, type MarkdownParser } from './markdown-parser';
import { sanitizeToBody } from './sanitize';
import { domWindow } from './dom-window';
import { enhanceHtml, type EnhanceContext } from './enhance-html';
import { findElements } from './found-elements';
import { colourCodeNow } from './code-blocks';
import { isLongArticle } from './constants';
import { partsWriter } from './article-parts';
import { makeAddressesAbsolute } from './absolute-addresses';
import { parseInRuns } from './markdown-runs';
import { createSlugger } from './slug';
import type { MarkdownHeading, RenderedMarkdown } from './types';
import { nextTask } from '@/lib/next-task';

let parser: MarkdownParser | null = null;
let lineParser: MarkdownParser | null = null;

export interface RenderOptions {
  /** Keep each block's source line (the editor preview only; published pages stay lean). */
  sourceLines?: boolean;
  /**
   * What the page adds around the article (default on): heading anchors, code blocks' bar
   * (language, Copy) and colours, scrollable wrappers, a long article's parts. Off for a feed,
   * whose reader has no page: it would show the anchors' "#" and the bar's words as text.
   */
  pageChrome?: boolean;
  /** Every address made absolute against this one (a feed entry's: the article's address). */
  addressBase?: string;
}

/** The last result: the article view and its table of contents ask for the same source. */
let last: { source: string; options: string; rendered: RenderedMarkdown } | null = null;

/** The published dialect's parser (no source lines), made once. */
export const publishedParser = (): MarkdownParser => (parser ??= createMarkdownParser());

const keyOf = ({ sourceLines = false, pageChrome = true, addressBase }: RenderOptions) =>
  JSON.stringify([sourceLines, pageChrome, addressBase]);

/** One way of writing the document (RenderOptions) as it is rendered, run by run. */
function writer(source: string, demoted: boolean, options: RenderOptions) {
  const { sourceLines = false, pageChrome = true, addressBase } = options;
  const context: EnhanceContext = { slugger: createSlugger(), demoted };
  const origin = domWindow().location.origin;
  // In the prerender only, and not a long article's code: its page would be much heavier for the
  // browser to parse (a 1 MiB article's 1,233 blocks: longest task about 165 instead of 110 ms),
  // and the browser colours it a task's budget at a time after the text is on screen.
  const long = !sourceLines && isLongArticle(source);
  const colour = pageChrome && !sourceLines && !long;
  // Not in the editor's preview (sourceLines): its scroll sync measures every block.
  const parts = pageChrome && long ? partsWriter() : null;
  const headings: MarkdownHeading[] = [];
  let html = '';
  return {
    add(body: HTMLElement) {
      // The run's elements found once for every step (found-elements.ts).
      const found = findElements(body);
      for (const heading of enhanceHtml(body, origin, context, { pageChrome, found }))
        headings.push(heading);
      if (colour) colourCodeNow(body, found.byTag('code'));
      if (addressBase !== undefined) makeAddressesAbsolute(body, addressBase, found.all);
      if (parts) parts.add(body);
      else html += body.innerHTML;
    },
    done: (): RenderedMarkdown => ({ html: parts ? parts.html() : html, headings }),
  };
}

/**
 * The render, a run at a time: it stops after each run (renderMarkdownInTurns waits there). Each
 * run is parsed and sanitized once and written in each of `variants` (which share sourceLines).
 */
function* rendering(
  source: string,
  variants: RenderOptions[],
): Generator<void, RenderedMarkdown[]> {
  const sourceLines = variants[0].sourceLines ?? false;
  const md = sourceLines
    ? (lineParser ??= createMarkdownParser({ sourceLines: true }))
    : publishedParser();
  const { env, demoted, runs } = parseInRuns(md, source ?? '');
  const writers = variants.map((options) => writer(source ?? '', demoted, options));
  for (const run of runs) {
    const body = sanitizeToBody(md.renderer.render(run, md.options, env), { sourceLines });
    writers.forEach((write, at) =>
      write.add(at === writers.length - 1 ? body : (body.cloneNode(true) as HTMLElement)),
    );
    yield;
  }
  return writers.map((write) => write.done());
}

export function renderMarkdown(source: string, options: RenderOptions = {}): RenderedMarkdown {
  const key = keyOf(options);
  if (last?.source === source && last.options === key) return last.rendered;
  const steps = rendering(source, [options]);
  let step = steps.next();
  while (!step.done) step = steps.next();
  last = { source, options: key, rendered: step.value[0] };
  return last.rendered;
}

/**
 * renderMarkdown in the prerender, before React renders the article (which then finds it
 * rendered), and a new task after each run: in jsdom each run's DOM stays reachable until the
 * task that made it ends (DOMPurify's NodeIterator, which jsdom holds by a WeakRef, is kept for
 * the rest of the task), and in one task a 1 MiB article held every run's DOM, over 256 MB. `also`:
 * other ways to write the same document (a feed entry's), from the same parse and sanitizing.
 */
export async function renderMarkdownInTurns(
  source: string,
  options: RenderOptions = {},
  ...also: RenderOptions[]
): Promise<RenderedMarkdown[]> {
  const key = keyOf(options);
  if (also.length === 0 && last?.source === source && last.options === key) return [last.rendered];
  const steps = rendering(source, [options, ...also]);
  let step = steps.next();
  while (!step.done) {
    await nextTask();
    step = steps.next();
  }
  last = { source, options: key, rendered: step.value[0] };
  return step.value;
}
