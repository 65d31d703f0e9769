/**
 * A long article rendered in steps (see STEPWISE_MIN_CHARS): the source is cut into runs of whole
 * top-level blocks, and each run is parsed, sanitized, enhanced and appended to the view in turn,
 * a few per task, and its code is coloured in tasks of its own (colourCodeIn). The result is the
 * same as renderMarkdown's for the whole document: the runs share the document's link references,
 * heading ids and heading levels. Documents with footnotes render whole (their numbering and list
 * span the document).
 */
import type { MarkdownParser } from './markdown-parser';
import { publishedParser } from './render-markdown';
import { sanitizeToBody } from './sanitize';
import { domWindow } from './dom-window';
import { demoteHeadings, enhanceHtml, type EnhanceContext } from './enhance-html';
import { createSlugger } from './slug';
import { colourCodeIn } from './code-blocks';
import { partsAppender } from './article-parts';
import { FOOTNOTES, htmlDepth, normalize } from './markdown-runs';
import { isLongArticle, STEP_BUDGET_MS, STEP_CHARS, STEPWISE_MIN_CHARS } from './constants';
import type { MarkdownHeading } from './types';
import { nextTask } from '@/lib/next-task';

/** A line that may define a link reference ("[label]: url"), also inside quotes and lists. */
const REFERENCE_DEFINITION = /^[ \t>]*(?:(?:[-+*]|\d{1,9}[.)])[ \t]+)*\[(?:[^\]\\]|\\.)+\]:/m;

export const rendersInSteps = (source: string): boolean =>
  source.length >= STEPWISE_MIN_CHARS && !FOOTNOTES.test(source);

const offsetOfLine = (text: string, line: number) => {
  let offset = 0;
  for (let n = 0; n < line; n += 1) offset = text.indexOf('\n', offset) + 1;
  return offset;
};

/**
 * Where `text` may be cut: the start of its last top-level block that is not inside raw HTML an
 * earlier block opened. Everything before it parses as it does in the whole document (a block's
 * extent depends only on what follows it, and the last block may be cut short, so it is left for
 * the next run). Null when there is no such place after the first block.
 */
function lastCut(md: MarkdownParser, text: string): number | null {
  const tokens: ReturnType<MarkdownParser['parse']> = [];
  md.block.parse(text, md, {}, tokens);
  let depth = 0;
  let cutLine = 0;
  for (const token of tokens) {
    if (token.level !== 0 || token.nesting === -1 || !token.map) continue;
    if (depth === 0 && token.map[0] > 0) cutLine = token.map[0];
    if (token.type === 'html_block') depth = Math.max(0, depth + htmlDepth(token.content));
  }
  return cutLine > 0 ? offsetOfLine(text, cutLine) : null;
}

/** The normalized source in runs of whole top-level blocks, about `size` characters each. */
export function* blockRuns(md: MarkdownParser, source: string, size = STEP_CHARS) {
  let position = 0;
  while (position < source.length) {
    for (let span = size; ; span *= 2) {
      const end = source.indexOf('\n', position + span);
      if (end === -1) {
        yield source.slice(position);
        return;
      }
      const cut = lastCut(md, source.slice(position, end));
      if (cut !== null) {
        yield source.slice(position, position + cut);
        position += cut;
        break;
      }
    }
  }
}

/** The document's link references, which a run may use before the run that defines them. */
function referencesOf(md: MarkdownParser, source: string): Record<string, unknown> {
  const env: Record<string, unknown> = {};
  if (REFERENCE_DEFINITION.test(source)) md.block.parse(source, md, env, []);
  return env;
}

/** Finished documents' headings (the last one), for a table of contents outside the view. */
let finished: { source: string; headings: MarkdownHeading[] } | null = null;
const finishListeners = new Set<() => void>();

export const headingsRenderedInSteps = (source: string): MarkdownHeading[] | null =>
  finished?.source === source ? finished.headings : null;

export function onStepsFinished(listener: () => void): () => void {
  finishListeners.add(listener);
  return () => finishListeners.delete(listener);
}

/**
 * Renders `source` into `container` (emptied first): the first run at once, the rest in later
 * tasks. `onDone` gets the headings once the whole text is in. Returns a cancel function.
 */
export function renderInSteps(
  source: string,
  container: HTMLElement,
  onDone: (headings: MarkdownHeading[]) => void,
  runChars = STEP_CHARS,
): () => void {
  const md = publishedParser();
  const text = normalize(source);
  const origin = domWindow().location.origin;
  const env = referencesOf(md, text);
  const runs = blockRuns(md, text, runChars);
  const context: EnhanceContext = { slugger: createSlugger(), demoted: false };
  let headings: MarkdownHeading[] = [];
  const colourings: (() => void)[] = [];
  let runsDone = false;
  let cancelled = false;
  // In parts as renderMarkdown puts them (in practice always: STEPWISE_MIN_CHARS is long).
  const appendBlocks = isLongArticle(source)
    ? partsAppender(container)
    : (nodes: Iterable<Node>) => container.append(...Array.from(nodes));

  const appendRun = (run: string) => {
    const body = sanitizeToBody(md.render(run, env));
    // The first h1 demotes every heading of the document, those already on screen included.
    if (!context.demoted && body.querySelector('h1')) {
      context.demoted = true;
      demoteHeadings(container);
      headings = headings.map((heading) => ({ ...heading, level: Math.min(6, heading.level + 1) }));
    }
    headings.push(...enhanceHtml(body, origin, context));
    colourings.push(colourCodeIn(body));
    appendBlocks(body.childNodes);
  };

  /** Adds runs until the budget is spent. */
  const step = () => {
    const deadline = performance.now() + STEP_BUDGET_MS;
    do {
      const next = runs.next();
      if (next.done) {
        runsDone = true;
        return;
      }
      appendRun(next.value);
    } while (performance.now() < deadline);
  };

  const proceed = async () => {
    step(); // the first runs at once: the reader's first screen
    while (!runsDone) {
      await nextTask();
      if (cancelled) return;
      step();
    }
    finished = { source, headings };
    finishListeners.forEach((listener) => listener());
    onDone(headings);
  };

  container.replaceChildren();
  void proceed();
  return () => {
    cancelled = true;
    colourings.forEach((cancel) => cancel());
  };
}
