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
    expect(marked(highlight('Typed TypeScript code', 'typex'))).toEqual([]);
    expect(marked(highlight('Typed TypeScript code', 'type'))).toEqual(['Typed', 'TypeScript']);
  });

  it('marks a Chinese query inside a longer word', () => {
    const parts = highlight('如何做前端性能优化', '前端');
    expect(parts).toEqual([
      { text: '如何做', mark: false },
      { text: '前端', mark: true },
      { text: '性能优化', mark: false },
    ]);
  });

  it('treats the query as text, not as a pattern or markup', () => {
    expect(marked(highlight('a (b) <i>c</i>', '(b) <i>'))).toEqual(['b', 'i', 'i']);
    expect(whole(highlight('a.b', '.'))).toBe('a.b');
  });
});

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
    expect(whole(snippet('a\n\n  b', 'b'))).toBe('a b');
  });
});
