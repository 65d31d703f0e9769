/**
 * The Markdown dialect: CommonMark + GFM tables, strikethrough, autolinks (linkify), task lists
 * and footnotes. Raw HTML is allowed because the owner writes it; the sanitizer runs afterwards.
 */
import MarkdownIt from 'markdown-it';
import footnote from 'markdown-it-footnote';
import taskLists from 'markdown-it-task-lists';
import { SOURCE_LINE_ATTR } from './constants';

const ALIGN = /^text-align:\s*(left|right|center)$/;

export type MarkdownParser = InstanceType<typeof MarkdownIt>;

const LEAF_BLOCKS = new Set(['fence', 'code_block', 'hr']);

/** The footnotes' rules, which write their block tags with newlines of their own. */
const FOOTNOTE_BLOCK_RULES = [
  'footnote_block_open',
  'footnote_block_close',
  'footnote_open',
  'footnote_close',
] as const;

/**
 * Writes block tags without the newline markdown-it puts after (and sometimes before) each one.
 * Between two blocks a newline shows nothing, but it is a text node all the same: a quarter of a
 * long article's nodes, which the browser parses, builds and lays out, and the page carries.
 * Newlines inside blocks stay: in text they are soft breaks (shown as spaces), in code they are
 * the code's, and the owner's raw HTML keeps all of its own but the one that ends its last line.
 */
function withoutNewlinesBetweenBlocks(md: MarkdownParser): void {
  const { renderer } = md;
  const renderToken = renderer.renderToken.bind(renderer);
  renderer.renderToken = (tokens, idx, options) => {
    const html = renderToken(tokens, idx, options);
    return tokens[idx].block ? html.replace(/^\n|\n$/g, '') : html;
  };
  const rewrite = (name: string, mend: (html: string) => string) => {
    const rule = renderer.rules[name];
    if (rule) renderer.rules[name] = (...args) => mend(rule(...args));
  };
  // These end with their last line's newline; the footnotes' rules write tags only.
  for (const name of ['fence', 'code_block', 'html_block'])
    rewrite(name, (html) => html.replace(/\n$/, ''));
  for (const name of FOOTNOTE_BLOCK_RULES) rewrite(name, (html) => html.replace(/>\n/g, '>'));
}

export function createMarkdownParser({ sourceLines = false } = {}): MarkdownParser {
  const md = new MarkdownIt({ html: true, linkify: true, typographer: false });
  md.use(footnote).use(taskLists, { label: true });
  withoutNewlinesBetweenBlocks(md);

  // Table alignment arrives as style="text-align:…", and style attributes are forbidden in the
  // output: turn it into a class the stylesheet knows.
  md.core.ruler.push('table_align_class', (state) => {
    for (const token of state.tokens) {
      if (token.type !== 'th_open' && token.type !== 'td_open') continue;
      const style = token.attrGet('style');
      if (!style) continue;
      token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style');
      const align = ALIGN.exec(String(style));
      if (align) token.attrJoin('class', `align-${align[1]}`);
    }
  });
  if (sourceLines) {
    md.core.ruler.push('source_lines', (state) => {
      for (const token of state.tokens) {
        if (token.map && (token.nesting === 1 || LEAF_BLOCKS.has(token.type)))
          token.attrSet(SOURCE_LINE_ATTR, String(token.map[0]));
      }
    });
  }
  return md;
}
