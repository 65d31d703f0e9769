/**
 * Words in a text, for the optional `wordCount` of article summaries. The same rule as the app's
 * reading-time helper (each CJK character is one word), written again because the mocks do not
 * import the app.
 */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g;

export function countWords(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const latin = text.replace(CJK, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
  return cjk + latin;
}
