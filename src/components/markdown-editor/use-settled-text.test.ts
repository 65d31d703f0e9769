import { act, renderHook } from '@testing-library/react';
import { LONG_ARTICLE_CHARS } from '@/components/markdown/constants';
import { PAUSE_MS, useSettledText } from './use-settled-text';

const long = (tail: string) => 'x'.repeat(LONG_ARTICLE_CHARS) + tail;

describe('useSettledText', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('follows a short text at once', () => {
    const { result, rerender } = renderHook(({ text }) => useSettledText(text), {
      initialProps: { text: 'a' },
    });
    rerender({ text: 'ab' });
    expect(result.current).toBe('ab');
  });

  it('gives a long text at once, then follows its changes when the writer pauses', () => {
    const { result, rerender } = renderHook(({ text }) => useSettledText(text), {
      initialProps: { text: long('') },
    });
    expect(result.current).toBe(long(''));
    rerender({ text: long('a') });
    act(() => jest.advanceTimersByTime(PAUSE_MS - 50));
    rerender({ text: long('ab') });
    act(() => jest.advanceTimersByTime(PAUSE_MS - 50));
    // Still typing: the long text has not moved on.
    expect(result.current).toBe(long(''));
    act(() => jest.advanceTimersByTime(50));
    expect(result.current).toBe(long('ab'));
  });

  it('gives a text that has just become long at once, then waits for pauses', () => {
    const { result, rerender } = renderHook(({ text }) => useSettledText(text), {
      initialProps: { text: 'short' },
    });
    rerender({ text: long('') });
    expect(result.current).toBe(long(''));
    rerender({ text: long('a') });
    expect(result.current).toBe(long(''));
    act(() => jest.advanceTimersByTime(PAUSE_MS));
    expect(result.current).toBe(long('a'));
  });
});
