/**
 * The prerender colours code as it renders (it has no effects to do it afterwards), so its pages
 * arrive coloured; the editor's preview (source lines), long articles and plain text are left to
 * the browser.
 */
import { colourCodeWhileRendering } from './code-blocks';
import { renderMarkdown } from './render-markdown';

const SOURCE = '```ts\nconst answer: number = 42;\n```\n\n```text\nplain words\n```';

function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

it('renders code uncoloured until the prerender asks for colours', async () => {
  const before = parse(renderMarkdown(SOURCE).html);
  expect(before.querySelector('code.language-ts')).not.toHaveClass('hljs');

  await colourCodeWhileRendering();
  const after = parse(renderMarkdown(`${SOURCE}\n`).html);
  const ts = after.querySelector<HTMLElement>('code.language-ts')!;
  expect(ts).toHaveClass('hljs');
  expect(ts.dataset.highlighted).toBe('yes');
  expect(ts.querySelector('.hljs-keyword')).toHaveTextContent('const');
  expect(ts.textContent).toBe('const answer: number = 42;\n');
  // Plain text stays as it was.
  expect(after.querySelector('code.language-text')?.innerHTML).toBe('plain words\n');
  // The editor's preview colours in the browser, after the text is on screen.
  const preview = parse(renderMarkdown(SOURCE, { sourceLines: true }).html);
  expect(preview.querySelector('code.language-ts')).not.toHaveClass('hljs');
  // So does a long article (its page would be much heavier to parse).
  const long = parse(
    renderMarkdown(`${SOURCE}\n\n${'Words of a long article. '.repeat(1000)}`).html,
  );
  expect(long.querySelector('code.language-ts')).not.toHaveClass('hljs');
});
