import { countWords, readingMinutes, readingMinutesFor, readingMinutesOf } from './reading-time';

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

  it("reads a count at the pace of the sample's share of CJK characters (a card's summary)", () => {
    // A Chinese article of 3,500 characters (the API counts each as a word): ten minutes, not 15.
    expect(readingMinutesFor(3500, '本文介绍前端性能优化的几种方法。')).toBe(10);
    expect(readingMinutesFor(3500, '前'.repeat(3500))).toBe(readingMinutesOf('前'.repeat(3500)));
    // No CJK in the sample: the words' pace alone, as before.
    expect(readingMinutesFor(3500, 'An English summary.')).toBe(readingMinutes(3500));
    expect(readingMinutesFor(3500, '')).toBe(readingMinutes(3500));
    // Half and half: 1,750 characters at 350 and 1,750 words at 230, about 13 minutes.
    expect(readingMinutesFor(3500, '前端 web pages')).toBe(13);
    expect(readingMinutesFor(0, '前端')).toBe(1);
  });
});
