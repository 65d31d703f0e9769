/**
 * The current section: the last heading above the band, found with a few reads. A heading in a
 * long article's off-screen part is placed by its part (its own box is not laid out), and one in
 * a closed <details> by the details. The hook looks again when the page scrolls, resizes or
 * changes height, and stops when it is gone.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { PART_CLASS } from '@/components/markdown/constants';
import { currentHeading, useActiveHeading } from './use-active-heading';

const LINE = 300;

/** Gives `element` a box `top`..`top + height` (none when top is null: not rendered). */
function place(element: Element, top: number | null, height = 40) {
  const box = top === null ? null : ({ top, bottom: top + height } as DOMRect);
  element.getBoundingClientRect = () => box ?? ({ top: 0, bottom: 0 } as DOMRect);
  element.getClientRects = () => (box ? [box] : []) as unknown as DOMRectList;
}

/** Counts reads of any element's box. */
function countReads(root: Element): () => number {
  let reads = 0;
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const read = element.getBoundingClientRect.bind(element);
    element.getBoundingClientRect = () => {
      reads += 1;
      return read();
    };
  }
  return () => reads;
}

afterEach(() => document.body.replaceChildren());

function headings(tops: number[]): string[] {
  const ids = tops.map((_, n) => `h${n}`);
  document.body.innerHTML = ids.map((id) => `<h2 id="${id}">${id}</h2>`).join('');
  tops.forEach((top, n) => place(document.getElementById(ids[n])!, top));
  return ids;
}

describe('currentHeading', () => {
  it('is the last heading above the line, the first before any has reached it', () => {
    const ids = headings([100, 250, 299, 300, 800]);
    expect(currentHeading(ids, LINE, document)).toBe('h2');
    expect(currentHeading(headings([400, 900]), LINE, document)).toBe('h0');
    expect(currentHeading(headings([-900, -50]), LINE, document)).toBe('h1');
    expect(currentHeading([], LINE, document)).toBeNull();
  });

  it('reads a few positions, not every heading', () => {
    const tops = Array.from({ length: 1024 }, (_, n) => n * 100 - 50_000);
    const ids = headings(tops);
    const reads = countReads(document.body);
    // Heading 502 is at 200, heading 503 at 300 (not above).
    expect(currentHeading(ids, LINE, document)).toBe('h502');
    expect(reads()).toBeLessThanOrEqual(12);
  });

  it('counts headings not in the document yet as below', () => {
    const ids = [...headings([-100, 100]), 'later', 'later-still'];
    expect(currentHeading(ids, LINE, document)).toBe('h1');
  });

  it("places a heading in an off-screen part by its part, without reading the heading's box", () => {
    const early = ['a1', 'a2', 'a3', 'a4', 'a5'];
    document.body.innerHTML = [
      '<div class="markdown-body">',
      `<div class="${PART_CLASS}" id="p0">${early.map((id) => `<h2 id="${id}">${id}</h2>`).join('<p>text</p>')}</div>`,
      `<div class="${PART_CLASS}" id="p1"><h2 id="c">c</h2><p>text</p><h2 id="d">d</h2></div>`,
      `<div class="${PART_CLASS}" id="p2"><h2 id="e">e</h2></div>`,
      '</div>',
    ].join('');
    const byId = (id: string) => document.getElementById(id)!;
    place(byId('p0'), -5000, 1600);
    place(byId('p1'), -3400, 3800); // spans the line: its headings are laid out
    place(byId('c'), -3400);
    place(byId('d'), 250);
    place(byId('p2'), 400);
    for (const id of [...early, 'e']) {
      const heading = byId(id);
      place(heading, 0);
      heading.getBoundingClientRect = () => {
        throw new Error(`read ${id}, which is skipped`);
      };
    }
    const ids = [...early, 'c', 'd', 'e'];
    expect(currentHeading(ids, LINE, document)).toBe('d');
    place(byId('p0'), -1500, 1700); // now it spans the line, and the rest is below
    place(byId('p1'), 200 + 500);
    place(byId('p2'), 200 + 900);
    for (const [n, id] of early.entries()) place(byId(id), -1500 + n * 400);
    expect(currentHeading(ids, LINE, document)).toBe('a5');
  });

  it('places a heading in a closed <details> where the details is', () => {
    document.body.innerHTML = [
      '<h2 id="one">one</h2>',
      '<details id="box"><summary>More</summary><p>…</p><h2 id="two">two</h2></details>',
      '<h2 id="three">three</h2>',
    ].join('');
    const byId = (id: string) => document.getElementById(id)!;
    const ids = ['one', 'two', 'three'];
    for (const id of ['one', 'box', 'three']) byId(id).checkVisibility = () => true;
    byId('two').checkVisibility = () => false;
    place(byId('one'), -900);
    place(byId('box'), 500);
    place(byId('two'), 2500);
    place(byId('three'), 560);
    expect(currentHeading(ids, LINE, document)).toBe('one');
    // Passed: Chromium keeps a closed details' headings boxed where they would be if it were
    // open, far below the line here, over the sections after it.
    place(byId('box'), 50);
    place(byId('two'), 2050);
    place(byId('three'), 100);
    expect(currentHeading(ids, LINE, document)).toBe('three');
    // Without a box at all (display: none), the same.
    place(byId('two'), null);
    delete (byId('two') as Partial<HTMLElement>).checkVisibility;
    expect(currentHeading(ids, LINE, document)).toBe('three');
  });

  it('leaves out headings not on the page and repeated ids, wherever they are in the list', () => {
    const ids = headings([-300, -200, -100, 100, 250, 500, 700]);
    document.getElementById('h3')!.remove();
    // The contents of a newer version (an inserted section), and an id the author used twice.
    const listed = ['h0', 'h1', 'new', 'h2', 'h3', 'h4', 'h1', 'h5', 'h6'];
    expect(currentHeading(listed, LINE, document)).toBe('h4');
    expect(currentHeading(['gone', ...ids], -250, document)).toBe('h0');
  });
});

describe('useActiveHeading', () => {
  beforeEach(() => {
    window.requestAnimationFrame = (callback) => window.setTimeout(() => callback(0), 0);
    window.cancelAnimationFrame = (handle) => window.clearTimeout(handle);
  });

  it('follows scrolling and resizing, and stops when unmounted', async () => {
    const ids = headings([100, 800, 1600]);
    const { result, unmount } = renderHook(() => useActiveHeading(ids));
    await waitFor(() => expect(result.current).toBe('h0'));

    place(document.getElementById('h1')!, 200);
    act(() => void window.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(result.current).toBe('h1'));

    place(document.getElementById('h2')!, -100);
    place(document.getElementById('h1')!, -900);
    act(() => void window.dispatchEvent(new Event('resize')));
    await waitFor(() => expect(result.current).toBe('h2'));

    unmount();
    place(document.getElementById('h2')!, 900);
    const frames = jest.spyOn(window, 'requestAnimationFrame');
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('resize'));
    expect(frames).not.toHaveBeenCalled();
  });

  it('looks again when the page changes height', async () => {
    const observed: Element[] = [];
    let changed = () => {};
    window.ResizeObserver = class {
      constructor(callback: () => void) {
        changed = callback;
      }
      observe(target: Element) {
        observed.push(target);
      }
      unobserve() {}
      disconnect() {
        observed.length = 0;
      }
    } as unknown as typeof ResizeObserver;
    try {
      const ids = headings([100, 800]);
      const { result, unmount } = renderHook(() => useActiveHeading(ids));
      await waitFor(() => expect(result.current).toBe('h0'));
      expect(observed).toEqual([document.documentElement]);
      // An image above came in: the second section moved up without a scroll.
      place(document.getElementById('h1')!, 150);
      act(() => changed());
      await waitFor(() => expect(result.current).toBe('h1'));
      unmount();
      expect(observed).toEqual([]);
    } finally {
      // @ts-expect-error jsdom has none; the test gave it one
      delete window.ResizeObserver;
    }
  });
});
