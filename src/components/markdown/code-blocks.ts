/**
 * The code blocks that get colours, and the lazy highlighter (chunk "code-highlight") that gives
 * them: loaded only when a document has code in a language, at most once.
 */
import { nextTask } from '@/lib/next-task';
import { STEP_BUDGET_MS } from './constants';
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext']);

const languageOf = (code: Element) =>
  /(?:^|\s)language-([\w#+.-]+)/.exec(code.className)?.[1] ?? '';

/**
 * The code elements under `root` written in a language (plain text is left as it is) and not
 * coloured yet (the prerender colours a page's code as it renders it).
 */
function highlightableCode(root: ParentNode): HTMLElement[] {
  return Array.from(
    root.querySelectorAll<HTMLElement>('pre > code:not([data-highlighted])'),
  ).filter((code) => !PLAIN.has(languageOf(code).toLowerCase()));
}

const loadCodeHighlighter = () =>
  import(/* webpackChunkName: "code-highlight" */ './code-highlighter');

/** The highlighter when the prerender has asked for colours as it renders (it has no effects). */
let colourAtOnce: ((code: HTMLElement) => void) | null = null;

/**
 * The prerender colours code as it renders (renderMarkdown), so a prerendered article arrives
 * coloured and its page never loads the highlighter.
 */
export async function colourCodeWhileRendering(): Promise<void> {
  colourAtOnce = (await loadCodeHighlighter()).highlightCode;
}

/**
 * Colours the code under `root` at once, when the prerender asked for it; else does nothing.
 * `codes`: the code elements under it, when the caller has found them (found-elements.ts).
 */
export function colourCodeNow(root: ParentNode, codes?: readonly Element[]): void {
  if (!colourAtOnce) return;
  const colourable = codes
    ? codes.filter(
        (code) =>
          code.parentElement?.localName === 'pre' &&
          !code.hasAttribute('data-highlighted') &&
          !PLAIN.has(languageOf(code).toLowerCase()),
      )
    : highlightableCode(root);
  colourable.forEach((code) => colourAtOnce!(code as HTMLElement));
}

/**
 * Colours the code under `root` after the text is on screen, a task's budget at a time (a long
 * article has over a thousand blocks: one task for all of them took 0.2 s). Returns a cancel
 * function. Without colours the code is still readable: a failed chunk is not worth an error.
 */
export function colourCodeIn(root: ParentNode): () => void {
  const code = highlightableCode(root);
  let cancelled = false;
  if (code.length > 0) {
    loadCodeHighlighter()
      .then(async ({ highlightCode }) => {
        // Each batch in a task of its own, also the first: a document rendered in steps colours
        // each of its runs this way, and their first batches would otherwise share one task.
        while (code.length > 0) {
          await nextTask();
          if (cancelled) return;
          const deadline = performance.now() + STEP_BUDGET_MS;
          while (code.length > 0 && performance.now() < deadline) highlightCode(code.shift()!);
        }
      })
      .catch(() => undefined);
  }
  return () => {
    cancelled = true;
  };
}
