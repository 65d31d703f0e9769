/** The React view: sanitized HTML on screen, working copy buttons, lazy colours, headings out. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LONG_ARTICLE_CHARS, STEPWISE_MIN_CHARS } from './constants';
import { PART_CLASS } from './constants';
import { renderMarkdown } from './render-markdown';
import { MarkdownView } from './markdown-view';

describe('MarkdownView', () => {
  it('copies a code block and says so', async () => {
    const user = userEvent.setup();
    // user-event installs a clipboard stub; watch what reaches it.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    render(<MarkdownView source={'```js\nconsole.log("hi");\n```'} />);
    const button = screen.getByRole('button', { name: 'Copy code' });
    await user.click(button);
    expect(writeText).toHaveBeenCalledWith('console.log("hi");\n');
    expect(button).toHaveTextContent('Copied');
    expect(screen.getByRole('status')).toHaveTextContent('Code copied to the clipboard.');
  });

  it('highlights code in a known language after rendering and leaves unknown ones plain', async () => {
    const { container } = render(
      <MarkdownView source={'```ts\nconst a = 1;\n```\n\n```brainfuck\n+++\n```'} />,
    );
    await waitFor(() =>
      expect(container.querySelector('code.language-ts .hljs-keyword')).toHaveTextContent('const'),
    );
    expect(container.querySelector('code.language-brainfuck')?.innerHTML).toBe('+++\n');
  });

  it('reports the headings and gives them ids', async () => {
    const onHeadings = jest.fn();
    render(<MarkdownView source={'## One\n\ntext\n\n### Two'} onHeadings={onHeadings} />);
    expect(screen.getByRole('heading', { level: 2, name: 'One' })).toHaveAttribute('id', 'one');
    await waitFor(() =>
      expect(onHeadings).toHaveBeenLastCalledWith([
        { id: 'one', text: 'One', level: 2 },
        { id: 'two', text: 'Two', level: 3 },
      ]),
    );
  });

  it('gathers a long article in parts laid out near the viewport only, but not the editor preview', () => {
    const long = 'A paragraph of text.\n\n'.repeat(Math.ceil(LONG_ARTICLE_CHARS / 20));
    const { container, rerender } = render(<MarkdownView source={long} />);
    const body = container.querySelector('.markdown-body')!;
    const parts = body.querySelectorAll(`:scope > .${PART_CLASS}`);
    expect(parts.length).toBeGreaterThan(1);
    expect(body.children).toHaveLength(parts.length);
    expect(body.querySelectorAll('p')).toHaveLength(Math.ceil(LONG_ARTICLE_CHARS / 20));
    rerender(<MarkdownView source={long} sourceLines />);
    expect(container.querySelector(`.${PART_CLASS}`)).toBeNull();
    rerender(<MarkdownView source="A short one." />);
    expect(container.querySelector(`.${PART_CLASS}`)).toBeNull();
    expect(container.querySelector('.markdown-body > p')).toHaveTextContent('A short one.');
  });

  it('renders a very long article in steps: the first part at once, all of it and its headings later', async () => {
    const part = (n: number) => `## Part ${n}\n\n${'Some text of this part. '.repeat(40)}\n\n`;
    const source = Array.from({ length: Math.ceil(STEPWISE_MIN_CHARS / 1000) + 10 }, (_, n) =>
      part(n + 1),
    ).join('');
    const onHeadings = jest.fn();
    const { container } = render(<MarkdownView source={source} onHeadings={onHeadings} />);
    const body = container.querySelector('.markdown-body')!;
    const first = body.childElementCount;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(renderMarkdown(source).headings.length * 2);
    await waitFor(() => expect(onHeadings).toHaveBeenCalled());
    expect(onHeadings).toHaveBeenLastCalledWith(renderMarkdown(source).headings);
    expect(body.innerHTML).toBe(renderMarkdown(source).html);
  });

  it('renders a long article with footnotes whole', () => {
    const source = `${'Text with a note.[^1]\n\n'.repeat(Math.ceil(STEPWISE_MIN_CHARS / 24))}[^1]: The note.`;
    const { container } = render(<MarkdownView source={source} />);
    expect(container.querySelector('.markdown-body')!.innerHTML).toBe(renderMarkdown(source).html);
  });
});
