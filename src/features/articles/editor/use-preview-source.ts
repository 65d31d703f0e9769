/**
 * The text the live preview shows. A short article follows every keystroke. From
 * LONG_ARTICLE_CHARS on, rendering the whole article for each key (parse, sanitize, highlight,
 * then measuring it for the scroll sync) took longer than the gap between two keys, and typing on a
 * 200 KB article lagged by over a second: there the preview waits until the writer pauses
 * (PREVIEW_PAUSE_MS) and then renders as a transition, which the next keystroke goes ahead of.
 */
import { startTransition, useEffect, useState } from 'react';
import { LONG_ARTICLE_CHARS } from '@/components/markdown/constants';

export const PREVIEW_PAUSE_MS = 300;

export function usePreviewSource(text: string): string {
  const long = text.length >= LONG_ARTICLE_CHARS;
  const [shown, setShown] = useState(text);
  useEffect(() => {
    if (!long) return undefined;
    const timer = setTimeout(() => startTransition(() => setShown(text)), PREVIEW_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, long]);
  return long ? shown : text;
}
