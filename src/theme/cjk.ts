/**
 * Chinese text set for Chinese, on pages whose language is Chinese (`<html lang="zh-CN">`, from
 * config.js's site.locale or the console's language menu): `:lang(zh)` never matches an English
 * page, which stays as it was. The font stacks (primitives.ts) already end with the CJK faces.
 *
 * - A taller line: characters are denser than Latin words and read better with more air (W3C
 *   clreq; the article's Markdown body has its own, markdown.css).
 * - No faux italic: CJK faces have no italic, and a browser asked for one shears the glyphs. With
 *   synthesis off (inherited by every element) Chinese stays upright wherever italic is asked for
 *   (i, cite, dfn, var, address, a highlighter's comments) while Latin words keep a real italic
 *   face; emphasis, which then shows nothing in Chinese, is marked the Chinese way instead: upright
 *   with emphasis dots under the characters (着重号).
 */
export const CJK_LINE_HEIGHT = 1.8;

export const cjkBaseline = {
  'body:lang(zh)': { lineHeight: CJK_LINE_HEIGHT, fontSynthesisStyle: 'none' },
  'em:lang(zh)': {
    fontStyle: 'normal',
    // Safari reads only the prefixed names.
    WebkitTextEmphasis: 'filled dot',
    WebkitTextEmphasisPosition: 'under right',
    textEmphasis: 'filled dot',
    textEmphasisPosition: 'under right',
  },
} as const;
