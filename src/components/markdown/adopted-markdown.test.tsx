/**
 * A prerendered article taken over without the renderer: LazyMarkdownView shows the page's own
 * body and headings and loads neither the renderer's chunk nor the highlighter's, until a source
 * the page did not bring needs rendering.
 */
import { act, render, screen } from '@testing-library/react';
import { LazyMarkdownView } from './lazy-markdown-view';
import { useMarkdownHeadings } from './markdown-headings';
import { adoptPrerenderedMarkdown } from './prerendered-markdown';

// Counts the imports of each lazy chunk (the factory runs on the first import only).
let mockRendererImports = 0;
let mockHighlighterImports = 0;
jest.mock('./markdown-view', () => {
  mockRendererImports += 1;
  return jest.requireActual('./markdown-view');
});
jest.mock('./code-highlighter', () => {
  mockHighlighterImports += 1;
  return jest.requireActual('./code-highlighter');
});

const CARRIED =
  '## Carried heading\n\nThe *carried* text.\n\n## Second\n\n```js\nconst a = 1;\n```';
/** The page as the prerender wrote it: headings with ids, code coloured. */
const PRERENDERED = [
  '<h2 id="carried-heading">Carried heading</h2>',
  '<p>The <em>carried</em> text.</p>',
  '<h2 id="second">Second</h2>',
  '<div class="code-block"><pre><code class="language-js hljs" data-highlighted="yes">',
  '<span class="hljs-keyword">const</span> a = <span class="hljs-number">1</span>;</code></pre></div>',
].join('');

function adoptPage() {
  const root = document.createElement('div');
  root.innerHTML = `<div class="markdown-body">${PRERENDERED}</div>`;
  adoptPrerenderedMarkdown(root);
}

function Article({ source, onHeadings }: { source: string; onHeadings?: () => void }) {
  const headings = useMarkdownHeadings(source, 'carried');
  return (
    <>
      <nav aria-label="Contents">{headings?.map((h) => h.text).join(' | ') ?? 'No contents'}</nav>
      <LazyMarkdownView
        source={source}
        onHeadings={onHeadings}
        loading={<p>Loading the renderer…</p>}
        unavailable={() => <p role="alert">Unavailable</p>}
      />
    </>
  );
}

it('shows the adopted body and headings without loading the renderer or the highlighter', async () => {
  adoptPage();
  const onHeadings = jest.fn();
  render(<Article source={CARRIED} onHeadings={onHeadings} />);
  expect(screen.getByText('carried')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Contents' })).toHaveTextContent(
    'Carried heading | Second',
  );
  expect(onHeadings).toHaveBeenCalledWith([
    { id: 'carried-heading', text: 'Carried heading', level: 2 },
    { id: 'second', text: 'Second', level: 2 },
  ]);
  expect(document.querySelector('.hljs-keyword')).toHaveTextContent('const');
  // Give any lazy import its chance to start.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(mockRendererImports).toBe(0);
  expect(mockHighlighterImports).toBe(0);
  expect(screen.queryByText('Loading the renderer…')).not.toBeInTheDocument();
});

it('keeps the adopted body on screen while the renderer loads for refreshed content', async () => {
  adoptPage();
  const { rerender } = render(<Article source={CARRIED} />);
  const seen: string[] = [];
  const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  rerender(<Article source={'## Refreshed\n\nEdited *since* the prerender.'} />);
  expect(await screen.findByText('since', {}, { timeout: 30000 })).toBeInTheDocument();
  observer.disconnect();
  expect(mockRendererImports).toBe(1);
  expect(screen.queryByText('carried')).not.toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Contents' })).toHaveTextContent('Refreshed');
  // Never the loading placeholder in between: the old body stayed until the new one was ready,
  // and so did the old contents.
  expect(seen.some((text) => text.includes('Loading the renderer…'))).toBe(false);
  expect(seen.some((text) => text.includes('No contents'))).toBe(false);
});
