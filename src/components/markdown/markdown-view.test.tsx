/** The React view: sanitized HTML on screen, working copy buttons, lazy colours, headings out. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LONG_ARTICLE_CHARS } from './constants';
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

  it('renders a long article in steps (content-visibility class), but not the editor preview', () => {
    const long = 'A paragraph of text.\n\n'.repeat(Math.ceil(LONG_ARTICLE_CHARS / 20));
    const { container, rerender } = render(<MarkdownView source={long} />);
    expect(container.querySelector('.markdown-body')).toHaveClass('markdown-body--long');
    rerender(<MarkdownView source={long} sourceLines />);
    expect(container.querySelector('.markdown-body')).not.toHaveClass('markdown-body--long');
    rerender(<MarkdownView source="A short one." />);
    expect(container.querySelector('.markdown-body')).not.toHaveClass('markdown-body--long');
  });
});
