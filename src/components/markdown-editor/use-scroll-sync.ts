/**
 * Keeps the side-by-side preview in step with the writer: on scroll, on caret moves, on resizes
 * and when the preview has rendered new text. The writer's line positions are CodeMirror's own
 * height map (kept as it lays lines out), so nothing is measured here on the writer's side.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { EditorView } from '@codemirror/view';
import { SOURCE_LINE_ATTR } from '@/components/markdown/constants';
import type { Writer } from './markdown-writer';
import { syncedScrollTop, type Block } from './scroll-sync';
import { PAUSE_MS } from './use-settled-text';

/** How many blocks on each side of a line are measured (nested blocks may start above others). */
const AROUND = 3;

/**
 * The preview's blocks around a source line, measured: the blocks are found by their source line
 * (in document order, so by binary search) and only those near it are asked for their place. A
 * 200 KB preview has thousands; measuring them all took up to 50 ms in a scroll's frame.
 */
function previewBlocksAround(preview: HTMLElement, line: number): Block[] {
  const nodes = preview.querySelectorAll<HTMLElement>(`[${SOURCE_LINE_ATTR}]`);
  const lineOf = (index: number) => Number(nodes[index].getAttribute(SOURCE_LINE_ATTR));
  let low = 0;
  let high = nodes.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (lineOf(middle) <= line) low = middle + 1;
    else high = middle;
  }
  const origin = preview.getBoundingClientRect().top - preview.scrollTop;
  const blocks: Block[] = [];
  for (let index = Math.max(0, low - AROUND); index < Math.min(nodes.length, low + AROUND); index++)
    blocks.push({ line: lineOf(index), top: nodes[index].getBoundingClientRect().top - origin });
  return blocks;
}

/** The writer's geometry, in px of its scrolled content (which starts with the text's padding). */
function writerLines(view: EditorView) {
  const scroller = view.scrollDOM;
  const { doc } = view.state;
  const padding = view.documentTop - scroller.getBoundingClientRect().top + scroller.scrollTop;
  const lineAt = (y: number) => {
    const block = view.lineBlockAtHeight(y - padding);
    const share = block.height > 0 ? (y - padding - block.top) / block.height : 0;
    return doc.lineAt(block.from).number - 1 + Math.min(1, Math.max(0, share));
  };
  const { head } = view.state.selection.main;
  const caret = view.hasFocus
    ? { line: doc.lineAt(head).number - 1, top: view.lineBlockAt(head).top + padding }
    : null;
  return { lineAt, caret };
}

export function useScrollSync(
  writer: RefObject<Writer | null>,
  preview: RefObject<HTMLElement | null>,
  enabled: boolean,
) {
  const frame = useRef(0);

  useEffect(() => {
    const view = writer.current?.view;
    if (!enabled || !view) return;
    const scroller = view.scrollDOM;
    /** The pause timer after the last key; the preview shows the text only once the writer pauses. */
    let typing = 0;
    const sync = () => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(() => {
        const shown = preview.current;
        if (!shown || !scroller.isConnected) return;
        shown.scrollTop = syncedScrollTop({
          ...writerLines(view),
          textScrollTop: scroller.scrollTop,
          textViewHeight: scroller.clientHeight,
          textContentHeight: scroller.scrollHeight,
          blocksAround: (line) => previewBlocksAround(shown, line),
          previewViewHeight: shown.clientHeight,
          previewContentHeight: shown.scrollHeight,
        });
      });
    };
    // After a key, once the writer pauses: reading every block of a long preview at each key would
    // come out of the key's own frame.
    const afterTyping = () => {
      clearTimeout(typing);
      typing = window.setTimeout(sync, PAUSE_MS);
    };
    scroller.addEventListener('scroll', sync, { passive: true });
    view.contentDOM.addEventListener('keyup', afterTyping);
    view.contentDOM.addEventListener('click', sync);
    // The preview renders each change of the text (typed, a toolbar action, an upload) a moment
    // later: follow it then.
    const observer = new MutationObserver(sync);
    const shown = preview.current;
    if (shown) observer.observe(shown, { childList: true, subtree: true });
    // An image that loads changes the heights below it (load does not bubble: capture it).
    shown?.addEventListener('load', sync, true);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(sync);
    resized?.observe(scroller);
    return () => {
      cancelAnimationFrame(frame.current);
      clearTimeout(typing);
      scroller.removeEventListener('scroll', sync);
      view.contentDOM.removeEventListener('keyup', afterTyping);
      view.contentDOM.removeEventListener('click', sync);
      observer.disconnect();
      shown?.removeEventListener('load', sync, true);
      resized?.disconnect();
    };
  }, [writer, preview, enabled]);
}
