/**
 * The current section: the last heading above the band, found with a few reads. A heading in a
 * long article's off-screen part is placed by its part (its own box is not laid out), and one in
 * a closed <details> by the details.
 */
import { PART_CLASS } from '@/components/markdown/constants';
import { currentHeading } from './use-active-heading';

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
    document.body.innerHTML = [
      `<div class="${PART_CLASS}" id="p0"><h2 id="a">a</h2><p>text</p><h2 id="b">b</h2></div>`,
      `<div class="${PART_CLASS}" id="p1"><h2 id="c">c</h2><p>text</p><h2 id="d">d</h2></div>`,
      `<div class="${PART_CLASS}" id="p2"><h2 id="e">e</h2></div>`,
    ].join('');
    const byId = (id: string) => document.getElementById(id)!;
    place(byId('p0'), -5000, 1600);
    place(byId('p1'), -3400, 3800); // spans the line: its headings are laid out
    place(byId('c'), -3400);
    place(byId('d'), 250);
    place(byId('p2'), 400);
    const unread = ['a', 'b', 'e'].map(byId);
    for (const heading of unread) {
      heading.getBoundingClientRect = () => {
        throw new Error(`read ${heading.id}, which is skipped`);
      };
    }
    expect(currentHeading(['a', 'b', 'c', 'd', 'e'], LINE, document)).toBe('d');
  });

  it('places a heading in a closed <details> where the details is', () => {
    document.body.innerHTML =
      '<h2 id="one">one</h2><details id="box"><summary>More</summary><h2 id="two">two</h2></details><h2 id="three">three</h2>';
    place(document.getElementById('one')!, -200);
    place(document.getElementById('two')!, null);
    place(document.getElementById('three')!, 900);
    place(document.getElementById('box')!, 500);
    // Closed below the line: the reader is still in "one" (before, a hidden heading counted as
    // at the top of the window, so it became the current section wherever the reader was).
    expect(currentHeading(['one', 'two', 'three'], LINE, document)).toBe('one');
    place(document.getElementById('box')!, 100);
    expect(currentHeading(['one', 'two', 'three'], LINE, document)).toBe('two');
  });
});
