/**
 * Emphasis on Chinese, Japanese or Korean text, on a page in any language. Their faces have no
 * italic, so a browser asked to slant them shears the glyphs (a faked italic); a Chinese page sets
 * its em upright with emphasis dots instead (着重号, src/theme/cjk.ts), which an English page's
 * `:lang(zh)` never reaches. So the renderer wraps each CJK run inside an <em> in a span that
 * markdown.css sets the same way: `*先测量，再优化*` is dotted, `*measure first, 先测量*` keeps its
 * Latin words in italic and dots the Chinese ones. Done as the Markdown is rendered, so the
 * prerendered page and the app give the same markup.
 */
import { CJK_EMPHASIS_CLASS } from './constants';

/** A run of CJK characters, with the CJK and full-width punctuation inside and around it. */
const CJK_RUN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef]+/gu;

/** The text nodes whose nearest em is `em` (a nested em's own are its own). */
function ownText(em: Element): Text[] {
  // NodeFilter.SHOW_TEXT, by value: the prerender's Node has no NodeFilter global.
  const walker = em.ownerDocument.createTreeWalker(em, 4);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('em') === em) texts.push(node as Text);
  }
  return texts;
}

function wrapRuns(text: Text): void {
  const value = text.data;
  const runs = [...value.matchAll(CJK_RUN)];
  if (runs.length === 0) return;
  const doc = text.ownerDocument;
  const parts: Node[] = [];
  let at = 0;
  for (const run of runs) {
    if (run.index > at) parts.push(doc.createTextNode(value.slice(at, run.index)));
    const span = doc.createElement('span');
    span.className = CJK_EMPHASIS_CLASS;
    span.textContent = run[0];
    parts.push(span);
    at = run.index + run[0].length;
  }
  if (at < value.length) parts.push(doc.createTextNode(value.slice(at)));
  text.replaceWith(...parts);
}

/** Wraps the CJK runs of every em under `root` (`ems`, when the caller has found them). */
export function markCjkEmphasis(
  root: ParentNode,
  ems: readonly Element[] = Array.from(root.querySelectorAll('em')),
): void {
  for (const em of ems) ownText(em).forEach(wrapRuns);
}
