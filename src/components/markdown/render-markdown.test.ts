/** What the renderer makes of ordinary Markdown: GFM, headings, code blocks, images. */
import { renderMarkdown } from './render-markdown';

function dom(source: string) {
  const { html, headings } = renderMarkdown(source);
  // A detached element: jsdom neither loads resources nor runs scripts for it.
  const doc = document.createElement('div');
  doc.innerHTML = html;
  return { doc, html, headings };
}

describe('renderMarkdown', () => {
  it('renders GFM tables with alignment as classes, inside a scrollable wrapper', () => {
    const { doc } = dom('| Name | Qty |\n|:-----|----:|\n| tea | 2 |');
    const table = doc.querySelector('.md-table > table');
    expect(table).not.toBeNull();
    expect(Array.from(doc.querySelectorAll('th'), (th) => th.textContent)).toEqual(['Name', 'Qty']);
    expect(doc.querySelector('td:last-child')).toHaveClass('align-right');
    expect(doc.querySelector('[style]')).toBeNull();
  });

  it('writes no text between blocks, keeping soft breaks, code and raw HTML as written', () => {
    const { doc } = dom(
      [
        '# Title',
        'A *soft*\n*break*',
        '- one\n- two\n  - nested',
        '> quoted',
        '```ts\nconst a = 1;\n```',
        '| a | b |\n|---|---|\n| 1 | 2 |',
        '---',
        'A note.[^1]',
        '<div>\nraw\n</div>',
        '[^1]: The note.',
      ].join('\n\n'),
    );
    // Blank text outside code and paragraphs (where a soft break between two tags is one).
    const walker = document.createTreeWalker(doc, NodeFilter.SHOW_TEXT);
    const blank: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!node.textContent?.trim() && !node.parentElement?.closest('pre, p'))
        blank.push(node.parentElement?.tagName ?? '');
    expect(blank).toEqual([]);
    expect(doc.querySelector('p')?.innerHTML).toBe('A <em>soft</em>\n<em>break</em>');
    expect(doc.querySelector('code.language-ts')?.textContent).toBe('const a = 1;\n');
    expect(doc.querySelector('div:not([class])')?.innerHTML).toBe('\nraw\n');
    expect(doc.querySelector('.footnotes li')).toHaveTextContent('The note.');
  });

  it('renders task lists as read-only labelled checkboxes', () => {
    const { doc } = dom('- [x] done\n- [ ] todo');
    const boxes = Array.from(doc.querySelectorAll('input[type="checkbox"]'));
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toBeChecked();
    expect(boxes[1]).not.toBeChecked();
    boxes.forEach((box) => expect(box).toBeDisabled());
    expect(boxes[0].closest('label')).toHaveTextContent('done');
  });

  it('renders strikethrough and autolinks', () => {
    const { doc } = dom('~~old~~ see https://example.com/page or mail me@example.com');
    expect(doc.querySelector('s')).toHaveTextContent('old');
    const links = Array.from(doc.querySelectorAll('a'), (a) => a.getAttribute('href'));
    expect(links).toEqual(['https://example.com/page', 'mailto:me@example.com']);
  });

  it('renders footnotes with links both ways', () => {
    const { doc } = dom('A claim.[^src]\n\n[^src]: The source.');
    const ref = doc.querySelector('sup.footnote-ref a');
    const target = doc.querySelector(`[id="${(ref?.getAttribute('href') ?? '#').slice(1)}"]`);
    expect(target).toHaveTextContent('The source.');
    expect(target?.querySelector('a.footnote-backref')).toHaveAttribute(
      'aria-label',
      'Back to the text',
    );
  });

  it('gives headings unique slugged ids (non-Latin kept) with anchor links, and lists them', () => {
    const { doc, headings } = dom(
      '## Getting started\n\n### 数据 模型\n\n## Getting started\n\n#### Deep',
    );
    expect(headings).toEqual([
      { id: 'getting-started', text: 'Getting started', level: 2 },
      { id: '数据-模型', text: '数据 模型', level: 3 },
      { id: 'getting-started-1', text: 'Getting started', level: 2 },
      { id: 'deep', text: 'Deep', level: 4 },
    ]);
    const anchor = doc.querySelector('#getting-started a.heading-anchor');
    expect(anchor).toHaveAttribute('href', '#getting-started');
  });

  it('keeps Chinese headings in their ids, without punctuation, unique when repeated', () => {
    const { doc, headings } = dom('## 前端性能：优化\n\n## 前端性能 优化\n\n## 前端性能 优化');
    expect(headings.map((heading) => heading.id)).toEqual([
      '前端性能优化',
      '前端性能-优化',
      '前端性能-优化-1',
    ]);
    expect(doc.querySelector('[id="前端性能-优化-1"] a.heading-anchor')).toHaveAttribute(
      'href',
      '#前端性能-优化-1',
    );
  });

  it("never gives a heading one of the page's own ids (its <main>, its root, its data)", () => {
    const { headings } = dom(
      '## Main content\n\n## Root\n\n## Prerendered data\n\n## Deferred start',
    );
    expect(headings.map((heading) => heading.id)).toEqual([
      'main-content-1',
      'root-1',
      'prerendered-data-1',
      'deferred-start-1',
    ]);
  });

  it('moves every heading down a level when the content uses h1 (the page owns the h1)', () => {
    const { doc, headings } = dom('# Part one\n\n## Detail');
    expect(doc.querySelector('h1')).toBeNull();
    expect(headings.map((h) => h.level)).toEqual([2, 3]);
  });

  it('wraps fenced code with a language label and a copy button', () => {
    const { doc } = dom('```ts\nconst answer = 42;\n```\n\n```\nplain\n```');
    const blocks = Array.from(doc.querySelectorAll('.code-block'));
    expect(blocks).toHaveLength(2);
    expect(blocks[0].querySelector('.code-block__lang')).toHaveTextContent('ts');
    expect(blocks[0].querySelector('pre code')).toHaveClass('language-ts');
    expect(blocks[0].querySelector('button')).toHaveAttribute('aria-label', 'Copy code');
    expect(blocks[0].querySelector('button')).toHaveAttribute('type', 'button');
    expect(blocks[1].querySelector('.code-block__lang')).toHaveTextContent('text');
  });

  it('makes images lazy and frames none of them: each keeps its own shape', () => {
    const { doc } = dom(
      '![diagram](/img/a.png)\n\n<img src="/img/b.png" width="640" height="360" alt="sized">',
    );
    const [unsized, sized] = Array.from(doc.querySelectorAll('img'));
    for (const img of [unsized, sized]) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('decoding', 'async');
    }
    // No frame of a guessed ratio around an image of unknown size (it boxed a 400×200 image in a
    // 708×398 grey 16:9 frame); a known size stays on the image for the browser to reserve.
    expect(unsized.parentElement?.tagName).toBe('P');
    expect(doc.querySelector('.md-image, .md-image--unsized')).toBeNull();
    expect(sized).toHaveAttribute('width', '640');
    expect(sized).toHaveAttribute('height', '360');
  });

  it('keeps owner-written HTML that is on the allow-list', () => {
    const { doc } = dom(
      '<details><summary>More</summary>\n\nHidden *text*\n\n</details>\n\n<kbd>Ctrl</kbd>',
    );
    expect(doc.querySelector('details summary')).toHaveTextContent('More');
    expect(doc.querySelector('details em')).toHaveTextContent('text');
    expect(doc.querySelector('kbd')).toHaveTextContent('Ctrl');
  });

  it('marks blocks with their source line for the editor preview only', () => {
    const source =
      '# Title\n\nA paragraph.\n\n- one\n- two\n\n```js\nx\n```\n\n<p data-source-line="x" data-other="1">raw</p>';
    const lines = (html: string) =>
      Array.from(html.matchAll(/data-source-line="([^"]*)"/g), (match) => match[1]);
    expect(lines(renderMarkdown(source, { sourceLines: true }).html)).toEqual([
      '0',
      '2',
      '4',
      '4',
      '5',
      '7',
    ]);
    expect(renderMarkdown(source, { sourceLines: true }).html).not.toMatch(/data-other/);
    expect(renderMarkdown(source).html).not.toMatch(/data-source-line/);
  });
});
