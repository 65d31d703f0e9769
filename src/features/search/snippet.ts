/**
 * A result's snippet: a short window of the matching text with the matches marked, as plain
 * segments the dialog renders as text and <mark> nodes (never HTML, since the text is untrusted).
 */
import { tokenize } from './tokenize';

export interface SnippetPart {
  text: string;
  mark: boolean;
}

/** Characters either side of the first match: about two lines of the dialog at 360 px. */
const CONTEXT_CHARS = 40;
const ELLIPSIS = '…';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The query's terms as one case-insensitive pattern, longest first so "react" is marked whole
 * before "re". A Latin term also marks the rest of a word it begins (a prefix match); a Han
 * query is marked as typed (its bigrams are contiguous in the text).
 */
function matcher(query: string): RegExp | null {
  const han = [...query.matchAll(/\p{Script=Han}+/gu)].map((m) => m[0]);
  const latin = tokenize(query.replace(/\p{Script=Han}+/gu, ' '));
  const terms = [...new Set([...han, ...latin])].sort((a, b) => b.length - a.length);
  if (terms.length === 0) return null;
  const alternatives = terms.map((term) =>
    /\p{Script=Han}/u.test(term) ? escapeRegExp(term) : `${escapeRegExp(term)}[\\p{L}\\p{N}]*`,
  );
  return new RegExp(alternatives.join('|'), 'giu');
}

/** Splits text into marked and unmarked parts for a query (the whole text, no window). */
export function highlight(text: string, query: string): SnippetPart[] {
  const pattern = matcher(query);
  if (!pattern) return text ? [{ text, mark: false }] : [];
  const parts: SnippetPart[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index), mark: false });
    parts.push({ text: match[0], mark: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), mark: false });
  return parts;
}

/**
 * A window of the text around its first match (`context` characters before it, `after` after it),
 * marked; the text's start when nothing matches
 * (the result came from a typo or from the API, whose match may be in text we do not have).
 */
export function snippet(
  text: string,
  query: string,
  context = CONTEXT_CHARS,
  after = context,
): SnippetPart[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  const first = matcher(query)?.exec(flat);
  const center = first ? first.index : 0;
  let start = Math.max(0, center - context);
  // Begin at a word, not inside one (Latin text; Han text has no spaces to snap to).
  const space = flat.slice(start, center).search(/\s/);
  if (start > 0 && space >= 0 && space < context / 2) start += space + 1;
  // Without a match the window is all context after the start, as long as one with a match.
  const end = Math.min(flat.length, center + (first ? first[0].length + after : context + after));
  const window = `${start > 0 ? ELLIPSIS : ''}${flat.slice(start, end)}${end < flat.length ? ELLIPSIS : ''}`;
  return highlight(window, query);
}
