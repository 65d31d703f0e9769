/** Emphasis on CJK text, whatever the page's language: upright with dots, not a faked italic. */
import { renderMarkdown } from './render-markdown';

const emphasis = (source: string) => {
  const box = document.createElement('div');
  box.innerHTML = renderMarkdown(source).html;
  return Array.from(box.querySelectorAll('em'), (em) => em.innerHTML);
};

describe('CJK runs in emphasis', () => {
  it('are marked for emphasis dots, the whole run with its punctuation', () => {
    expect(emphasis('Rule one: *先测量，再优化*.')).toEqual([
      '<span class="md-cjk-em">先测量，再优化</span>',
    ]);
    expect(emphasis('_日本語のテキスト_ and *한국어*')).toEqual([
      '<span class="md-cjk-em">日本語のテキスト</span>',
      '<span class="md-cjk-em">한국어</span>',
    ]);
  });

  it('leave the Latin words of a mixed run in italic, and text outside emphasis alone', () => {
    const { html } = renderMarkdown('先测量 *measure first, 先测量, then* 再优化 **加粗**');
    expect(emphasis('先测量 *measure first, 先测量, then* 再优化')).toEqual([
      'measure first, <span class="md-cjk-em">先测量</span>, then',
    ]);
    expect(html.match(/md-cjk-em/g)).toHaveLength(1);
  });

  it('wraps each run once, in nested emphasis and inline code alike', () => {
    expect(emphasis('*outer _内层_ 外层* *`代码`*')).toEqual([
      'outer <em><span class="md-cjk-em">内层</span></em> <span class="md-cjk-em">外层</span>',
      '<span class="md-cjk-em">内层</span>',
      '<code><span class="md-cjk-em">代码</span></code>',
    ]);
  });

  it('leaves Latin-only emphasis as it was', () => {
    expect(emphasis('*plain* and _also plain_')).toEqual(['plain', 'also plain']);
  });
});
