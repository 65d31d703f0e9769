/**
 * A document rendered in runs of top-level blocks (markdown-runs.ts) is the whole document's HTML,
 * and no element the renderer changes holds more than a run's blocks, however long the document:
 * in jsdom a change costs as much as the children of the element changed, which made a 1 MiB
 * article's render quadratic (issue 42).
 */
import { publishedParser, renderMarkdown } from './render-markdown';
import { sanitizeToBody } from './sanitize';
import { enhanceHtml } from './enhance-html';
import { RUN_BLOCKS } from './markdown-runs';

/** A section of a long document; with a footnote, the document is parsed whole before its runs. */
const section = (n: number, notes = true) =>
  [
    `## Part ${n}`,
    `Text with a [reference][ref], ${notes ? `a note[^${n}]` : 'no note'} and *emphasis* 前端*性能*.`,
    '- [x] a task\n- https://example.com/linkified',
    '```ts\nconst a = 1;\n```',
    '| a | b |\n| - | -: |\n| 1 | 2 |',
    '<div class="note">\n\n**Markdown** inside raw HTML\n\n</div>',
    notes ? `[^${n}]: Note ${n}.` : '',
  ].join('\n\n');

/** The whole document in one body, as the renderer did before it rendered in runs. */
function renderedWhole(source: string): string {
  const body = sanitizeToBody(publishedParser().render(source));
  enhanceHtml(body, window.location.origin);
  return body.innerHTML;
}

/** The most children any element had when the renderer changed which children it holds. */
function largestChangedParent(render: () => void): number {
  const children = (node: Node | null) => {
    let count = 0;
    for (let child = node?.firstChild; child; child = child.nextSibling) count += 1;
    return count;
  };
  let largest = 0;
  const changes: [object, string, (node: Node) => Node | null][] = [
    ...['appendChild', 'insertBefore', 'removeChild', 'replaceChild'].map(
      (name) => [Node.prototype, name, (node: Node) => node] as [object, string, (n: Node) => Node],
    ),
    ...['append', 'prepend', 'replaceChildren'].map(
      (name) =>
        [Element.prototype, name, (node: Node) => node] as [object, string, (n: Node) => Node],
    ),
    ...['replaceWith', 'remove', 'before', 'after'].flatMap((name) =>
      [Element.prototype, CharacterData.prototype].map(
        (prototype) =>
          [prototype, name, (node: Node) => node.parentNode] as [
            object,
            string,
            (n: Node) => Node | null,
          ],
      ),
    ),
  ];
  const spies = changes.map(([prototype, name, parentOf]) => {
    const original = (prototype as Record<string, (...args: unknown[]) => unknown>)[name];
    return jest.spyOn(prototype as never, name as never).mockImplementation(function (
      this: Node,
      ...args: unknown[]
    ) {
      largest = Math.max(largest, children(parentOf(this)));
      return original.apply(this, args);
    } as never);
  });
  try {
    render();
  } finally {
    spies.forEach((spy) => spy.mockRestore());
  }
  return largest;
}

describe('renderMarkdown in runs', () => {
  it.each([
    ['with footnotes', true],
    ['without', false],
  ])('renders what the whole document renders (%s): ids, levels, references', (_, notes) => {
    const source = [
      ...Array.from({ length: 40 }, (_, n) => section(n + 1, notes)),
      '## Part 1',
      '# A late title',
      '[ref]: https://example.com/defined-at-the-end',
    ].join('\n\n');
    const { html } = renderMarkdown(source);
    expect(html).toBe(renderedWhole(source));
    // The checks above mean something: the late h1 moved the first heading down, ids are unique,
    // the reference defined last resolves in the first run, the notes are numbered across runs.
    expect(html).toContain('<h3 id="part-1">');
    expect(html).toContain('id="part-1-1"');
    expect(html).toContain('href="https://example.com/defined-at-the-end"');
    expect(html).toContain('href="https://example.com/linkified"');
    expect(html).toContain('type="checkbox"');
    if (notes) expect(html).toContain('Note 40.');
  });

  it('moves the headings down for an h1 in raw HTML in a later run, not for one in a comment', () => {
    const sections = Array.from({ length: 20 }, (_, n) => section(n + 1, false));
    const titled = [...sections, '<h1>Raw title</h1>'].join('\n\n');
    const commented = [...sections, '<!-- <h1>Not a title</h1> -->'].join('\n\n');
    const inline = [...sections, 'Text and <h1>an inline title</h1>'].join('\n\n');
    expect(renderMarkdown(titled).html).toBe(renderedWhole(titled));
    expect(renderMarkdown(inline).html).toBe(renderedWhole(inline));
    expect(renderMarkdown(inline).html).toContain('<h3 id="part-1">');
    expect(renderMarkdown(titled).html).toContain('<h3 id="part-1">');
    expect(renderMarkdown(commented).html).toBe(renderedWhole(commented));
    expect(renderMarkdown(commented).html).toContain('<h2 id="part-1">');
  });

  it.each([
    ['with footnotes', true],
    ['without', false],
  ])('changes no element holding more than a run of blocks, however long (%s)', (_, notes) => {
    const source = Array.from({ length: 400 }, (_, n) => section(n + 1, notes)).join('\n\n');
    expect(largestChangedParent(() => renderMarkdown(source))).toBeLessThanOrEqual(RUN_BLOCKS);
    expect(
      largestChangedParent(() => renderMarkdown(source, { pageChrome: false })),
    ).toBeLessThanOrEqual(RUN_BLOCKS);
  });
});
