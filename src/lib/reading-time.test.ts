import { countWords, readingMinutes, readingMinutesOf } from './reading-time';

describe('reading time', () => {
  it('counts Latin words by spaces and CJK text by the character', () => {
    expect(countWords('Hello, wide world')).toBe(3);
    expect(countWords('前端性能')).toBe(4);
    expect(countWords('用 React 写前端')).toBe(5);
    expect(countWords('かな カナ 한국어')).toBe(7);
    expect(countWords('')).toBe(0);
  });

  it('reads CJK characters at their own pace, faster than words', () => {
    const chinese = '前'.repeat(3500);
    const english = 'word '.repeat(3500);
    expect(readingMinutesOf(chinese)).toBe(10);
    expect(readingMinutesOf(english)).toBe(15);
    expect(readingMinutesOf(chinese)).toBeLessThan(readingMinutes(countWords(chinese)));
    expect(readingMinutesOf(`${'前'.repeat(1750)} ${'word '.repeat(1150)}`)).toBe(10);
  });

  it('never says less than a minute', () => {
    expect(readingMinutesOf('短')).toBe(1);
    expect(readingMinutes(0)).toBe(1);
  });
});
