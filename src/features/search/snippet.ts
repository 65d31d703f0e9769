/**
 * A result's snippet: a short window of the matching text with the matches marked
 * (match-ranges.ts), as plain segments rendered as text and <mark> nodes (never HTML, since the
 * text is untrusted). The window is measured in columns, a Chinese character taking two as it
 * does on screen, so a match stands as near the start in any language and shows within the
 * clamped lines; it is cut between words (Intl.Segmenter's, which knows Chinese words too).
 */
import { matchRanges } from './match-ranges';

export interface SnippetPart {
  text: string;
  mark: boolean;
}

/** Columns before the first match: under a line of the dialog's snippet at 360 px. */
const CONTEXT_COLUMNS = 40;
const ELLIPSIS = '…';
/** Where cells and blocks meet, the flattened text shows this. */
const SEPARATOR = ' · ';
const SEPARATOR_EDGES = /^[\s·]+|[\s·]+$/g;
/** Characters segmented beyond the window's ends, so the words at its edges are whole. */
const SEGMENT_MARGIN = 32;

/** Characters a line gives two columns: CJK scripts, their punctuation and full-width forms. */
const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uff60]/u;
/** Punctuation that carries its own space (Chinese): nothing is added after it. */
const WIDE_PUNCTUATION = /[\u3000-\u303f\uff00-\uff60]/u;

const words = new Intl.Segmenter(undefined, { granularity: 'word' });

/** Splits text into marked and unmarked parts for a query (the whole text, no window). */
export function highlight(text: string, query: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let at = 0;
  for (const [start, end] of matchRanges(text, query)) {
    if (start > at) parts.push({ text: text.slice(at, start), mark: false });
    parts.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), mark: false });
  return parts;
}

/**
 * The text on one line. The prerender keeps table cells (tab) and blocks (newline) apart
 * (src/prerender/search-text.ts): they are shown with a separator, where a sentence's own
 * punctuation does not already end them.
 */
function flatten(text: string): string {
  return text
    .trim()
    .replace(/\s*[\t\n]\s*/g, (_, at: number, whole: string) => {
      const previous = whole[at - 1];
      if (WIDE_PUNCTUATION.test(previous)) return '';
      return /\p{P}/u.test(previous) ? ' ' : SEPARATOR;
    })
    .replace(/\s+/g, ' ');
}

/** Where `limit` columns end, walking from `from` towards the start (-1) or the end (1). */
function walk(text: string, from: number, limit: number, direction: -1 | 1): number {
  let at = from;
  let used = 0;
  while (direction < 0 ? at > 0 : at < text.length) {
    const code = text.codePointAt(direction < 0 ? at - 1 : at)!;
    const size = code > 0xffff ? 2 : 1;
    const char = text.slice(direction < 0 ? at - size : at, direction < 0 ? at : at + size);
    used += WIDE.test(char) ? 2 : 1;
    if (used > limit) break;
    at += direction * size;
  }
  return at;
}

/**
 * The window [start, end) moved in to the nearest word edges: its start to the first word
 * beginning at or after `start`, its end to the last word ending at or before `end`; never past
 * the match [from, to), which a window always holds whole.
 */
function betweenWords(text: string, start: number, from: number, to: number, end: number) {
  const low = Math.max(0, start - SEGMENT_MARGIN);
  const high = Math.min(text.length, end + SEGMENT_MARGIN);
  let first = start === 0 ? 0 : from;
  let last = end === text.length ? end : to;
  for (const { index, segment, isWordLike } of words.segment(text.slice(low, high))) {
    const at = low + index;
    // An edge of the segmented slice is not a word's edge, unless it is the text's.
    if (at > low && isWordLike && at >= start && at < first) first = at;
    const after = at + segment.length;
    if ((after < high || high === text.length) && after <= end && after > last) last = after;
  }
  return [first, last] as const;
}

/**
 * A window of the text around its first match (`before` columns before it, `after` after it),
 * marked; the text's start when nothing matches (the API's result, whose match may be in text
 * we do not have).
 */
export function snippet(
  text: string,
  query: string,
  before = CONTEXT_COLUMNS,
  after = before,
): SnippetPart[] {
  const flat = flatten(text);
  const match = matchRanges(flat, query)[0];
  const [from, to] = match ?? [0, 0];
  const start = match ? walk(flat, from, before, -1) : 0;
  // Without a match the window is all context after the start, as long as one with a match.
  const end = walk(flat, to, match ? after : before + after, 1);
  const [first, last] = betweenWords(flat, start, from, to, end);
  // Not begun or ended by a cell's or block's separator.
  const window = flat.slice(first, last).replace(SEPARATOR_EDGES, '');
  return highlight(
    `${first > 0 ? ELLIPSIS : ''}${window}${last < flat.length ? ELLIPSIS : ''}`,
    query,
  );
}
