/** Reading-time estimate in whole minutes (at least one). */
import { READING_WORDS_PER_MINUTE } from '@/config/constants';

/** Counts words, with each CJK character as one word. */
export function countWords(text: string): number {
  const cjk = text.match(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g)?.length ?? 0;
  const latin =
    text
      .replace(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g, ' ')
      .match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
  return cjk + latin;
}

export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / READING_WORDS_PER_MINUTE));
}
