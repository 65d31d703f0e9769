/**
 * A link to a section opens the article there once the section is in the article (also when the
 * body comes later), once per arrival; a section already there on arrival (the browser went to
 * it), one that never comes, a reader who has started scrolling, and back/forward are left alone.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter } from '../../../../test/memory-router';
import { fragmentId } from '@/components/markdown/fragment';
import { isHistoryStep, useLinkedSection } from './use-linked-section';

let scrolled: string[] = [];

function addHeading(id: string, parent: string = '.markdown-body') {
  const heading = document.createElement('h2');
  heading.id = id;
  heading.scrollIntoView = () => void scrolled.push(id);
  document.querySelector(parent)!.append(heading);
  return heading;
}

beforeEach(() => {
  scrolled = [];
  document.body.innerHTML = '<main id="main-content"><div class="markdown-body"></div></main>';
  window.requestAnimationFrame = (callback) => window.setTimeout(() => callback(0), 0);
  window.cancelAnimationFrame = (handle) => window.clearTimeout(handle);
  // A new arrival without a section starts at the top (jsdom has no scrolling).
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

const frame = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function renderAt(entry: string) {
  const { router, Router } = createMemoryRouter([entry]);
  const wrapper = ({ children }: { children: ReactNode }) => <Router>{children}</Router>;
  return { router, ...renderHook(() => useLinkedSection('1'), { wrapper }) };
}

describe('fragmentId', () => {
  it('reads the id a hash names', () => {
    expect(fragmentId('#set%20up')).toBe('set up');
    expect(fragmentId('#100%')).toBe('100%');
    expect(fragmentId('#')).toBeNull();
    expect(fragmentId('')).toBeNull();
  });
});

describe('useLinkedSection', () => {
  it('leaves a section already in the article on arrival to the browser, but goes to it on a link', async () => {
    addHeading('set up');
    const { router } = renderAt('/detail/1#set%20up');
    await frame();
    expect(scrolled).toEqual([]);
    act(() => router.navigate('/detail/1#set%20up'));
    await waitFor(() => expect(scrolled).toEqual(['set up']));
  });

  it("takes the article's element, not the page's, and opens a closed <details> around it", async () => {
    const page = document.querySelector('main')!;
    page.scrollIntoView = () => void scrolled.push('the page');
    const { router } = renderAt('/detail/1');
    document.querySelector('.markdown-body')!.innerHTML =
      '<details><summary>More</summary><div id="deep"></div></details>';
    const deep = addHeading('main-content', '#deep');
    act(() => router.navigate('/detail/1#main-content'));
    await waitFor(() => expect(scrolled).toEqual(['main-content']));
    expect(deep.closest('details')!.open).toBe(true);
  });

  it('gives up when the reader starts scrolling before the section comes', async () => {
    renderAt('/detail/1#later');
    window.dispatchEvent(new Event('wheel'));
    addHeading('later');
    await frame();
    await frame();
    expect(scrolled).toEqual([]);
  });

  it('goes to the section when the body brings it, and only once', async () => {
    const { rerender } = renderAt('/detail/1#later');
    await frame();
    expect(scrolled).toEqual([]);
    addHeading('later');
    await waitFor(() => expect(scrolled).toEqual(['later']));
    document.body.append(document.createElement('p'));
    rerender();
    await frame();
    expect(scrolled).toEqual(['later']);
  });

  it('stops waiting for a section that does not come', async () => {
    jest.useFakeTimers();
    try {
      renderAt('/detail/1#gone');
      act(() => jest.advanceTimersByTime(10_000));
      await act(async () => addHeading('gone'));
      act(() => jest.runOnlyPendingTimers());
      expect(scrolled).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  // Last: a back/forward step is remembered for the rest of the page's life.
  it('leaves an address without a section, and back and forward, to the browser', async () => {
    addHeading('intro');
    const { router } = renderAt('/detail/1');
    await frame();
    expect(scrolled).toEqual([]);
    act(() => router.navigate('/detail/1#intro'));
    await waitFor(() => expect(scrolled).toEqual(['intro']));
    act(() => router.navigate('/detail/2'));
    expect(isHistoryStep('POP')).toBe(false);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(isHistoryStep('POP')).toBe(true);
    expect(isHistoryStep('PUSH')).toBe(false);
    act(() => router.navigate(-1));
    await frame();
    expect(scrolled).toEqual(['intro']);
  });
});
