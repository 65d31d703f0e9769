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
const LATIN_WORD = /[\p{L}\p{N}]+/gu;

/** Runs of Han characters and runs of everything else, in order. */
function scriptRuns(text: string): { han: boolean; text: string }[] {
  const runs: { han: boolean; text: string }[] = [];
  for (const char of text) {
    const han = HAN.test(char);
    const last = runs.at(-1);
    if (last && last.han === han) last.text += char;
    else runs.push({ han, text: char });
  }
  return runs;
}

/** Bigrams of a Han run ("前端性能" → 前端, 端性, 性能); a single character is its own token. */
export function hanBigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  const grams: string[] = [];
  for (let i = 0; i < chars.length - 1; i += 1) grams.push(chars[i] + chars[i + 1]);
  return grams;
}

/** The tokens of a text, lower-cased, in order (duplicates kept: a caller may count them). */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const run of scriptRuns(text.normalize('NFKC').toLowerCase())) {
    tokens.push(...(run.han ? hanBigrams(run.text) : (run.text.match(LATIN_WORD) ?? [])));
  }
  return tokens;
}

/** True when a token is Han bigram text: exact matching only (a fuzzy Han bigram matches noise). */
export function isHanToken(token: string): boolean {
  return HAN.test(token);
}
