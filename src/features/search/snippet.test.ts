import { highlight, snippet } from './snippet';

const marked = (parts: { text: string; mark: boolean }[]) =>
  parts.filter((part) => part.mark).map((part) => part.text);
const whole = (parts: { text: string }[]) => parts.map((part) => part.text).join('');

describe('highlight', () => {
  it('marks every match, case-insensitively, and keeps the text whole', () => {
    const parts = highlight('React hooks and react servers', 'REACT');
    expect(marked(parts)).toEqual(['React', 'react']);
    expect(whole(parts)).toBe('React hooks and react servers');
  });

  it('marks the rest of a word a Latin term begins', () => {
    expect(marked(highlight('Typed TypeScript code', 'tapex'))).toEqual([]);
    expect(marked(highlight('Typed TypeScript code', 'type'))).toEqual(['Typed', 'TypeScript']);
  });

  it('marks Latin words by their starts only, as the index matches them', () => {
    expect(marked(highlight('Hypothesis: the theory', 'the'))).toEqual(['the', 'theory']);
    expect(marked(highlight('I forgot to go', 'go'))).toEqual(['go']);
    // A Latin word right after Chinese characters still starts a word.
    expect(marked(highlight('用React写组件', 'react'))).toEqual(['React']);
  });

  it('marks the word a typo matched', () => {
    const text = 'the most common mistake is hurrying the part nobody sees';
    expect(marked(highlight(text, 'hurying'))).toEqual(['hurrying']);
    expect(marked(highlight('This chapter covers the plan', 'chaptr'))).toEqual(['chapter']);
    // Short words forgive no typo (the index's rule).
    expect(marked(highlight('go to the gym', 'gp'))).toEqual([]);
    // A typo is not marked beside the word itself.
    expect(marked(highlight('It is just Rust', 'rust'))).toEqual(['Rust']);
    expect(marked(highlight('It is just easy', 'rust'))).toEqual(['just']);
  });

  it('marks a Chinese query inside a longer word, as one mark', () => {
    const parts = highlight('如何做前端性能优化', '前端');
    expect(parts).toEqual([
      { text: '如何做', mark: false },
      { text: '前端', mark: true },
      { text: '性能优化', mark: false },
    ]);
    expect(marked(highlight('关注首屏时间的变化', '首屏时间'))).toEqual(['首屏时间']);
  });

  it('treats the query as text, not as a pattern or markup', () => {
    expect(marked(highlight('a (b) <i>c</i>', '(b) <i>'))).toEqual(['b', 'i', 'i']);
    expect(whole(highlight('a.b', '.'))).toBe('a.b');
  });
});

/** Whether both ends of a snippet fall between words of the text it was cut from. */
function cutBetweenWords(cut: string, source: string): boolean {
  const inner = cut.replace(/^…|…$/g, '');
  const at = source.indexOf(inner);
  const words = new Intl.Segmenter(undefined, { granularity: 'word' });
  const starts = new Set([...words.segment(source)].map((segment) => segment.index));
  starts.add(source.length);
  return at >= 0 && starts.has(at) && starts.has(at + inner.length);
}

describe('snippet', () => {
  const long = `${'lorem ipsum '.repeat(20)}the caching layer matters ${'dolor sit '.repeat(20)}`;

  it('shows a window around the first match with ellipses', () => {
    const parts = snippet(long, 'caching', 10);
    expect(marked(parts)).toEqual(['caching']);
    const text = whole(parts);
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThan(40);
  });

  it('falls back to the start of the text when nothing matches', () => {
    const text = whole(snippet(long, 'kubernetes', 10));
    expect(text.startsWith('lorem ipsum')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
  });

  it('collapses white space', () => {
    expect(whole(snippet('a  \u00a0 b', 'b'))).toBe('a b');
  });

  it('cuts between words, never inside one', () => {
    const source = `${'Opening words. '.repeat(6)}The caching layer. The first version worked, but only on my machine.`;
    for (const [before, after] of [
      [10, 12],
      [13, 17],
      [7, 30],
    ]) {
      const cut = whole(snippet(source, 'caching', before, after));
      expect(cutBetweenWords(cut, source)).toBe(true);
    }
    const chinese =
      '我们一直在优化页面的加载流程，首屏时间是前端性能最重要的指标之一，值得持续测量和记录。';
    for (const after of [3, 5, 9]) {
      const cut = whole(snippet(chinese, '首屏时间', 6, after));
      expect(cutBetweenWords(cut, chinese)).toBe(true);
      expect(marked(snippet(chinese, '首屏时间', 6, after))).toEqual(['首屏时间']);
    }
  });

  it('counts a Chinese character as two columns, so a match stays as near the start', () => {
    const lead = '我们先看一组数据再决定要不要动手优化页面的加载流程与资源的先后顺序然后才谈';
    const parts = snippet(`${lead}首屏时间的变化。`, '首屏时间', 40);
    const before = whole(
      parts.slice(
        0,
        parts.findIndex((part) => part.mark),
      ),
    );
    expect([...before.replace(/^…/, '')].length).toBeLessThanOrEqual(20);
    expect(marked(parts)).toEqual(['首屏时间']);
  });

  it('centres on the word a typo matched', () => {
    const source = `${'Opening words. '.repeat(20)}The common mistake is hurrying the part nobody sees.`;
    const parts = snippet(source, 'hurying', 20);
    expect(marked(parts)).toEqual(['hurrying']);
  });

  it('keeps table cells and blocks apart', () => {
    const source =
      'Quick fix\tan hour\tworks until the next change\nRust approach\ta day\tsolid, documented\nTrade-offs\nMost of it.\nNext one';
    expect(whole(snippet(source, 'rust', 200))).toBe(
      'Quick fix · an hour · works until the next change · Rust approach · a day · solid, documented · Trade-offs · Most of it. Next one',
    );
    expect(whole(snippet('首屏更快。\n图片\n按需加载。', '图片'))).toBe(
      '首屏更快。图片 · 按需加载。',
    );
    // A window never ends on a separator.
    expect(whole(snippet('Rust approach\ta day\tsolid\nNext block of text', 'rust', 0, 22))).toBe(
      'Rust approach · a day…',
    );
  });
});
