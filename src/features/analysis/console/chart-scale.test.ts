import { labelIndexes, niceMax, ticks } from './chart-scale';

describe('chart scale', () => {
  it('rounds the axis maximum up to 1, 2 or 5 times a power of ten', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(13)).toBe(20);
    expect(niceMax(420)).toBe(500);
    expect(niceMax(1000)).toBe(1000);
  });

  it('spaces whole-number ticks without repeats', () => {
    expect(ticks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(ticks(1)).toEqual([0, 1]);
  });

  it('labels the first and last day and a few between', () => {
    expect(labelIndexes(7)).toEqual([0, 2, 4, 6]);
    const thirty = labelIndexes(30);
    expect(thirty[0]).toBe(0);
    expect(thirty[thirty.length - 1]).toBe(29);
    expect(thirty.length).toBeLessThanOrEqual(6);
    expect(labelIndexes(3)).toEqual([0, 1, 2]);
  });
});
