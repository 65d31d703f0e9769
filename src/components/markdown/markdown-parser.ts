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

export function createMarkdownParser({ sourceLines = false } = {}): MarkdownParser {
  const md = new MarkdownIt({ html: true, linkify: true, typographer: false });
  md.use(footnote).use(taskLists, { label: true });

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
