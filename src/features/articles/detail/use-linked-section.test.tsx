/**
 * A link to a section opens the article there once the section is on the page (also when the body
 * comes later), once per arrival; back/forward, and a section that never comes, are left alone.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter } from '../../../../test/memory-router';
import { sectionOf, useLinkedSection } from './use-linked-section';

let scrolled: string[] = [];

function addHeading(id: string) {
  const heading = document.createElement('h2');
  heading.id = id;
  heading.scrollIntoView = () => void scrolled.push(id);
  document.body.append(heading);
}

beforeEach(() => {
  scrolled = [];
  document.body.replaceChildren();
  window.requestAnimationFrame = (callback) => window.setTimeout(() => callback(0), 0);
  window.cancelAnimationFrame = (handle) => window.clearTimeout(handle);
});

const frame = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function renderAt(entry: string) {
  const { router, Router } = createMemoryRouter([entry]);
  const wrapper = ({ children }: { children: ReactNode }) => <Router>{children}</Router>;
  return { router, ...renderHook(() => useLinkedSection(), { wrapper }) };
}

describe('sectionOf', () => {
  it('reads the id a hash names', () => {
    expect(sectionOf('#set%20up')).toBe('set up');
    expect(sectionOf('#100%')).toBe('100%');
    expect(sectionOf('#')).toBeNull();
    expect(sectionOf('')).toBeNull();
  });
});

describe('useLinkedSection', () => {
  it('goes to a section already on the page', async () => {
    addHeading('set up');
    renderAt('/detail/1#set%20up');
    await waitFor(() => expect(scrolled).toEqual(['set up']));
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

  it('leaves an address without a section, and back and forward, to the browser', async () => {
    addHeading('intro');
    const { router } = renderAt('/detail/1');
    await frame();
    expect(scrolled).toEqual([]);
    act(() => router.navigate('/detail/1#intro'));
    await waitFor(() => expect(scrolled).toEqual(['intro']));
    act(() => router.navigate('/detail/2'));
    window.history.replaceState({ idx: 1 }, '');
    act(() => router.navigate(-1));
    await frame();
    expect(scrolled).toEqual(['intro']);
    window.history.replaceState(null, '');
  });
});
