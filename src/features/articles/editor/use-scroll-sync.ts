/**
 * Keeps the side-by-side preview in step with the textarea: on scroll, on caret moves, on resizes
 * and when the preview has rendered new text. The textarea's line positions come from a hidden mirror that wraps
 * text exactly as the textarea does; they are measured again when the width changes, and when the
 * text has changed and the writer has paused: while typing, the positions measured before stay
 * close enough (one line grows), and measuring every line of a 200 KB text took 50-100 ms, once for
 * each time the text area scrolled itself to follow the caret.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { PAUSE_MS } from './use-settled-text';
import { SOURCE_LINE_ATTR } from '@/components/markdown/constants';
import { syncedScrollTop, type Block } from './scroll-sync';

const COPIED_STYLES = [
  'boxSizing',
  'fontFamily',
  'fontSize',
  'fontWeight',
  'fontStyle',
  'letterSpacing',
  'lineHeight',
  'tabSize',
  'textIndent',
  'textTransform',
  'wordSpacing',
  'paddingLeft',
  'paddingRight',
  'paddingTop',
  'borderLeftWidth',
  'borderRightWidth',
] as const;

/** Each source line's top inside the textarea's scrolled content, px. */
function measureLines(node: HTMLTextAreaElement): number[] {
  const mirror = document.createElement('div');
  const style = window.getComputedStyle(node);
  for (const name of COPIED_STYLES) mirror.style[name] = style[name];
  Object.assign(mirror.style, {
    position: 'absolute',
    visibility: 'hidden',
    top: '0',
    left: '-10000px',
    width: `${node.clientWidth}px`,
    borderStyle: 'solid',
    borderTopWidth: '0',
    borderBottomWidth: '0',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'break-word',
  });
  const lines = node.value.split('\n');
  for (const line of lines) {
    const row = document.createElement('div');
    // An empty line still takes a line's height, as in the textarea.
    row.textContent = line || '\u200b';
    mirror.append(row);
  }
  document.body.append(mirror);
  const tops = Array.from(mirror.children, (row) => (row as HTMLElement).offsetTop);
  mirror.remove();
  return tops;
}

function previewBlocks(preview: HTMLElement): Block[] {
  const origin = preview.getBoundingClientRect().top - preview.scrollTop;
  return Array.from(preview.querySelectorAll<HTMLElement>(`[${SOURCE_LINE_ATTR}]`), (node) => ({
    line: Number(node.getAttribute(SOURCE_LINE_ATTR)),
    top: node.getBoundingClientRect().top - origin,
  }));
}

const caretLine = (node: HTMLTextAreaElement) =>
  document.activeElement === node
    ? node.value.slice(0, node.selectionStart).split('\n').length - 1
    : null;

export function useScrollSync(
  textarea: RefObject<HTMLTextAreaElement | null>,
  preview: RefObject<HTMLElement | null>,
  enabled: boolean,
) {
  const lineTops = useRef<{ value: string; width: number; tops: number[] } | null>(null);
  const frame = useRef(0);

  useEffect(() => {
    const text = textarea.current;
    if (!enabled || !text) return;
    /** The pause timer after the last key or edit; 0 once the writer has paused. */
    let typing = 0;
    const sync = () => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(() => {
        const shown = preview.current;
        if (!shown || !text.isConnected) return;
        const known = lineTops.current;
        const changed = known && known.value !== text.value;
        if (!known || known.width !== text.clientWidth || (changed && !typing)) {
          lineTops.current = {
            value: text.value,
            width: text.clientWidth,
            tops: measureLines(text),
          };
        }
        shown.scrollTop = syncedScrollTop({
          lineTops: lineTops.current?.tops ?? [],
          textScrollTop: text.scrollTop,
          textViewHeight: text.clientHeight,
          textContentHeight: text.scrollHeight,
          caretLine: caretLine(text),
          blocks: previewBlocks(shown),
          previewViewHeight: shown.clientHeight,
          previewContentHeight: shown.scrollHeight,
        });
      });
    };
    // After a key or an edit, once the writer pauses: measuring every line of a long text at each
    // keyup cost more than the key itself (600 ms a key on 200 KB).
    const afterTyping = () => {
      clearTimeout(typing);
      typing = window.setTimeout(() => {
        typing = 0;
        sync();
      }, PAUSE_MS);
    };
    text.addEventListener('scroll', sync, { passive: true });
    text.addEventListener('input', afterTyping);
    text.addEventListener('keyup', afterTyping);
    text.addEventListener('click', sync);
    // The preview renders each change of the text (typed, a toolbar action, an upload) a moment
    // later: follow it then.
    const observer = new MutationObserver(sync);
    const shown = preview.current;
    if (shown) observer.observe(shown, { childList: true, subtree: true });
    // An image that loads changes the heights below it (load does not bubble: capture it).
    shown?.addEventListener('load', sync, true);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(sync);
    resized?.observe(text);
    return () => {
      cancelAnimationFrame(frame.current);
      text.removeEventListener('scroll', sync);
      clearTimeout(typing);
      text.removeEventListener('input', afterTyping);
      text.removeEventListener('keyup', afterTyping);
      text.removeEventListener('click', sync);
      observer.disconnect();
      shown?.removeEventListener('load', sync, true);
      resized?.disconnect();
    };
  }, [textarea, preview, enabled]);
}
