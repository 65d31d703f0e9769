/** Taking over a prerendered article body without rendering its Markdown again. */
import { render, screen } from '@testing-library/react';
import { HOSTILE_MARKDOWN } from '../../../test/hostile-markdown';
import { MarkdownView } from './markdown-view';
import { adoptPrerenderedMarkdown, prerenderedMarkdown } from './prerendered-markdown';
import * as renderModule from './render-markdown';
import { renderMarkdown } from './render-markdown';

const ARTICLE = [
  '# Title with `code`',
  '',
  'Text.',
  '',
  '## A *second* heading',
  '',
  '## A *second* heading',
  '',
  '### Third [with a link](https://example.com)',
].join('\n');

/** The page as the prerender writes it: the rendered body inside .markdown-body. */
function prerenderedPage(source: string): HTMLElement {
  const root = document.createElement('div');
  const body = document.createElement('div');
  body.className = 'markdown-body';
  body.innerHTML = renderMarkdown(source).html;
  root.append(body);
  return root;
}

afterEach(() => adoptPrerenderedMarkdown(document.createElement('div')));

describe('prerendered Markdown', () => {
  it.each([['article', ARTICLE], ...HOSTILE_MARKDOWN.map((c) => [c.id, c.payload])])(
    'reads the same headings from the page as the renderer reported (%s)',
    (_id, source) => {
      adoptPrerenderedMarkdown(prerenderedPage(source));
      expect(prerenderedMarkdown(source)?.headings).toEqual(renderMarkdown(source).headings);
    },
  );

  it('is what MarkdownView shows for the source it was rendered from, and only that one', () => {
    adoptPrerenderedMarkdown(prerenderedPage('The *carried* article.'));
    const renderSpy = jest.spyOn(renderModule, 'renderMarkdown');
    const { container, rerender } = render(<MarkdownView source="The *carried* article." />);
    expect(screen.getByText('carried')).toBeInTheDocument();
    expect(renderSpy).not.toHaveBeenCalled();
    rerender(<MarkdownView source="Refreshed *since*." />);
    expect(screen.getByText('since')).toBeInTheDocument();
    expect(renderSpy).toHaveBeenCalledWith('Refreshed *since*.');
    renderSpy.mockRestore();
    rerender(<MarkdownView source="The *carried* article." />);
    expect(container.querySelector('em')).toHaveTextContent('carried');
  });

  it('adopts nothing from a page without an article body', () => {
    adoptPrerenderedMarkdown(document.createElement('div'));
    expect(prerenderedMarkdown('Anything.')).toBeNull();
  });
});
