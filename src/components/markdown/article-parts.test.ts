/**
 * A long article's blocks in parts: a part ends before a heading once it has enough blocks, or at
 * the most blocks a part takes; text between blocks stays where it was; fed in runs, the parts are
 * the same as for the whole, written as HTML (the renderer) or appended (the render in steps).
 */
import { partsAppender, partsWriter } from './article-parts';
import { PART_CLASS, PART_MAX_BLOCKS, PART_MIN_BLOCKS } from './constants';

const paragraphs = (count: number, from = 0) =>
  Array.from({ length: count }, (_, n) => `<p>${from + n}</p>\n`).join('');

const element = (html: string) => {
  const body = document.createElement('div');
  body.innerHTML = html;
  return body;
};

/** `html`'s blocks in parts, as the renderer writes them (from bodies of `runs` nodes each). */
function gathered(html: string, runs = Infinity): HTMLElement {
  const nodes = Array.from(element(html).childNodes);
  const writer = partsWriter();
  for (let at = 0; at < nodes.length; at += runs) {
    const run = document.createElement('div');
    run.append(...nodes.slice(at, at + runs));
    writer.add(run);
  }
  return element(writer.html());
}

const partSizes = (body: HTMLElement) =>
  Array.from(body.children, (part) => {
    expect(part).toHaveClass(PART_CLASS);
    return part.childElementCount;
  });

describe('article parts', () => {
  it('ends a part before a heading once it has enough blocks', () => {
    const html = [
      '<h2>early</h2>\n',
      paragraphs(5),
      '<h2>too early to cut</h2>\n',
      paragraphs(PART_MIN_BLOCKS),
      '<h3>cut here</h3>\n',
      paragraphs(3),
    ].join('');
    const body = gathered(html);
    expect(partSizes(body)).toEqual([PART_MIN_BLOCKS + 7, 4]);
    expect(body.children[1].firstElementChild).toHaveTextContent('cut here');
  });

  it('cuts a long stretch without headings at the most blocks a part takes', () => {
    const body = gathered(paragraphs(PART_MAX_BLOCKS * 2 + 5));
    expect(partSizes(body)).toEqual([PART_MAX_BLOCKS, PART_MAX_BLOCKS, 5]);
  });

  it('keeps every node in order, the text between blocks too', () => {
    const html = paragraphs(PART_MAX_BLOCKS + 3);
    const body = gathered(html);
    expect(body.querySelectorAll(`.${PART_CLASS}`)).toHaveLength(2);
    expect(body.textContent).toBe(
      Array.from({ length: PART_MAX_BLOCKS + 3 }, (_, n) => `${n}\n`).join(''),
    );
  });

  it('gathers blocks fed in runs as it gathers them whole, written or appended', () => {
    const html = Array.from(
      { length: 20 },
      (_, n) => `<h2>${n}</h2>\n${paragraphs(7, n * 7)}<!-- ${n} --> a &amp; b &lt;\u00a0`,
    ).join('');
    const whole = gathered(html).innerHTML;
    expect(gathered(html, 11).innerHTML).toBe(whole);
    const body = document.createElement('div');
    const append = partsAppender(body);
    const nodes = Array.from(element(html).childNodes);
    for (let at = 0; at < nodes.length; at += 11) append(nodes.slice(at, at + 11));
    expect(body.innerHTML).toBe(whole);
    expect(body.querySelectorAll(`.${PART_CLASS}`).length).toBeGreaterThan(2);
  });
});
