/**
 * The code blocks that get colours, and the lazy highlighter (chunk "code-highlight") that gives
 * them: loaded only when a document has code in a language, at most once.
 */
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext']);

const languageOf = (code: Element) =>
  /(?:^|\s)language-([\w#+.-]+)/.exec(code.className)?.[1] ?? '';

/** The code elements under `root` written in a language (plain text is left as it is). */
export function highlightableCode(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('pre > code')).filter(
    (code) => !PLAIN.has(languageOf(code).toLowerCase()),
  );
}

export const loadCodeHighlighter = () =>
  import(/* webpackChunkName: "code-highlight" */ './code-highlighter');
