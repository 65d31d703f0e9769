/**
 * The text as the editor's slower readers see it: the live preview, and the word count and reading
 * time. A short article follows every keystroke. From LONG_ARTICLE_CHARS on, rendering the whole
 * article for each key (parse, sanitize, highlight, then measuring it for the scroll sync) took
 * longer than the gap between two keys, and typing on a 200 KB article lagged by over a second;
 * counting its words took a few milliseconds more on every key. There they wait until the writer
 * pauses (PAUSE_MS) and then render as a transition, which the next keystroke goes ahead of.
 */
import { startTransition, useEffect, useState } from 'react';
import { isLongArticle } from '@/components/markdown/constants';

export const PAUSE_MS = 300;

export function useSettledText(text: string): string {
  const long = isLongArticle(text);
  const [shown, setShown] = useState(text);
  // A text that has just become long (typed past the line, pasted, a draft restored) is given at
  // once: what was settled before is a short text of long ago, or nothing.
  const [wasLong, setWasLong] = useState(long);
  if (long !== wasLong) {
    setWasLong(long);
    if (long) setShown(text);
  }
  useEffect(() => {
    if (!long) return undefined;
    const timer = setTimeout(() => startTransition(() => setShown(text)), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, long]);
  return long ? shown : text;
}
