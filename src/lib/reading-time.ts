/**
 * Reading time and word counts. CJK text has no spaces between words: each CJK character counts as
 * one (what a Chinese writer calls 字数), and is read at its own pace.
 */
import { READING_CJK_CHARACTERS_PER_MINUTE, READING_WORDS_PER_MINUTE } from '@/config/constants';

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/g;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

function countParts(text: string): { cjk: number; words: number } {
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text.replace(CJK, ' ').match(WORD)?.length ?? 0;
  return { cjk, words };
}

/** Counts words, with each CJK character as one word. */
export function countWords(text: string): number {
  const { cjk, words } = countParts(text);
  return cjk + words;
}

/** Minutes for a number of words (the API's count, whose parts are not known). At least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / READING_WORDS_PER_MINUTE));
}

/**
 * Minutes for a count of words made by the same rule (each CJK character one word: the API's
 * `wordCount`), when only part of the text is at hand (a card has the summary): the count is read
 * at each pace in the share of CJK characters the sample has. A sample without CJK characters
 * gives `readingMinutes(wordCount)`; the whole text as the sample, `readingMinutesOf(text)`.
 */
export function readingMinutesFor(wordCount: number, sample: string): number {
  const { cjk, words } = countParts(sample);
  const share = cjk + words === 0 ? 0 : cjk / (cjk + words);
  const minutes =
    (wordCount * (1 - share)) / READING_WORDS_PER_MINUTE +
    (wordCount * share) / READING_CJK_CHARACTERS_PER_MINUTE;
  return Math.max(1, Math.round(minutes));
}

/** Minutes to read a text: its words at the words' pace, its CJK characters at theirs. */
export const readingMinutesOf = (text: string): number => readingMinutesFor(countWords(text), text);
