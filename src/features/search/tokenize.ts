/**
 * The search's one tokenizer, used both when the prerender writes the index and when the reader
 * types, so both sides cut text the same way.
 *
 * Latin text: lower-cased words (letters and digits), so a prefix or a typo can be matched.
 * Han text: character bigrams, not Intl.Segmenter's words: a reader types a part of a word ("前端"
 * inside "前端性能" is one segment or two depending on the engine's dictionary, which differs
 * between Node's prerender and the reader's browser). Bigrams make any two-character substring a
 * token on both sides, so a substring always matches; a lone character stays a token of its own.
 */
const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}+/gu;
const LATIN_WORD = /[\p{L}\p{N}]+/gu;

/** Bigrams of a Han run ("前端性能" → 前端, 端性, 性能); a single character is its own token. */
export function hanBigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  const grams: string[] = [];
  for (let i = 0; i < chars.length - 1; i += 1) grams.push(chars[i] + chars[i + 1]);
  return grams;
}

/**
 * The tokens of a text, lower-cased, in order (duplicates kept: a caller may count them). Runs of
 * Han characters give bigrams, the text between them words. Pushed one by one: spreading a run's
 * tokens into push() overflowed the stack on a 1 MiB article (issue 42).
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  const lower = text.normalize('NFKC').toLowerCase();
  const words = (from: number, to: number) => {
    for (const [word] of lower.slice(from, to).matchAll(LATIN_WORD)) tokens.push(word);
  };
  let at = 0;
  for (const run of lower.matchAll(HAN_RUN)) {
    words(at, run.index);
    for (const gram of hanBigrams(run[0])) tokens.push(gram);
    at = run.index + run[0].length;
  }
  words(at, lower.length);
  return tokens;
}

/** True when a token is Han bigram text: exact matching only (a fuzzy Han bigram matches noise). */
export function isHanToken(token: string): boolean {
  return HAN.test(token);
}
