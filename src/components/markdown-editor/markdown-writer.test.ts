import { fireEvent } from '@testing-library/react';
import { LONG_ARTICLE_CHARS } from '@/components/markdown/constants';
import { createWriter, type WriterHandlers } from './markdown-writer';
import { PAUSE_MS } from './use-settled-text';

function setUp(text: string) {
  const parent = document.createElement('div');
  document.body.append(parent);
  const reported: string[] = [];
  const handlers = {
    current: {
      onText: (next: string) => reported.push(next),
      onFiles: () => false,
    } as WriterHandlers,
  };
  const writer = createWriter({
    parent,
    text,
    placeholderText: 'Write here',
    attributes: { 'aria-label': 'Content' },
    handlers,
  });
  const select = (anchor: number, head = anchor) =>
    writer.view.dispatch({ selection: { anchor, head } });
  const selected = () => {
    const { start, end } = writer.selection();
    return writer.text().slice(start, end);
  };
  const cleanUp = () => {
    writer.destroy();
    parent.remove();
  };
  return { writer, reported, handlers, select, selected, cleanUp };
}

describe('the Markdown writer', () => {
  it('writes a text from outside in as one change, the selection kept by its words', () => {
    const { writer, reported, select, selected, cleanUp } = setUp(
      '  Intro\nbody with a caret here\n\n\n',
    );
    const at = writer.text().indexOf('caret');
    select(at, at + 'caret'.length);
    writer.setText('Intro\nbody with a caret here');
    expect(writer.text()).toBe('Intro\nbody with a caret here');
    expect(selected()).toBe('caret');
    // Not reported back: the text came from the form.
    expect(reported).toEqual([]);
    cleanUp();
  });

  it('applies a toolbar edit with its selection, undoable from the keyboard', () => {
    const { writer, reported, selected, cleanUp } = setUp('Hello world');
    writer.apply('Hello **world**', 8, 13);
    expect(writer.text()).toBe('Hello **world**');
    expect(selected()).toBe('world');
    expect(reported).toEqual(['Hello **world**']);
    fireEvent.keyDown(writer.view.contentDOM, { key: 'z', keyCode: 90, ctrlKey: true });
    expect(writer.text()).toBe('Hello world');
    fireEvent.keyDown(writer.view.contentDOM, {
      key: 'Z',
      keyCode: 90,
      ctrlKey: true,
      shiftKey: true,
    });
    expect(writer.text()).toBe('Hello **world**');
    cleanUp();
  });

  it('replaces an upload placeholder, the caret moving along with the text after it', () => {
    const { writer, select, cleanUp } = setUp('A ![Uploading a.png…]() and more');
    select(writer.text().length);
    writer.replace('![Uploading a.png…]()', '![a](https://x.test/a.png)');
    expect(writer.text()).toBe('A ![a](https://x.test/a.png) and more');
    expect(writer.selection().start).toBe(writer.text().length);
    writer.replace('not there', 'anything');
    expect(writer.text()).toBe('A ![a](https://x.test/a.png) and more');
    cleanUp();
  });

  it('reports a long text being written when the writer pauses, and at once on flush', () => {
    jest.useFakeTimers();
    try {
      const long = 'word '.repeat(LONG_ARTICLE_CHARS / 5);
      const { writer, reported, select, cleanUp } = setUp(long);
      const type = (text: string) => writer.view.dispatch(writer.view.state.replaceSelection(text));
      select(long.length);
      writer.view.focus();
      type('a');
      type('b');
      expect(reported).toEqual([]);
      jest.advanceTimersByTime(PAUSE_MS);
      expect(reported).toEqual([`${long}ab`]);

      type('c');
      writer.flush();
      expect(reported.at(-1)).toBe(writer.text());
      const count = reported.length;
      jest.advanceTimersByTime(PAUSE_MS);
      expect(reported).toHaveLength(count);

      // A change while the owner is elsewhere (an upload landing) is reported at once.
      writer.view.contentDOM.blur();
      type('d');
      expect(reported.at(-1)).toBe(writer.text());
      cleanUp();
    } finally {
      jest.useRealTimers();
    }
  });

  it('hands pasted files to the page, and takes the paste no further when it took them', () => {
    const { writer, handlers, cleanUp } = setUp('Text');
    const taken: string[] = [];
    handlers.current = {
      ...handlers.current,
      onFiles: (_event, files) => {
        taken.push(...Array.from(files ?? [], (file) => file.name));
        return true;
      },
    };
    const file = new File(['x'], 'cat.png', { type: 'image/png' });
    fireEvent.paste(writer.view.contentDOM, {
      clipboardData: { files: [file], types: ['Files'], getData: () => '' },
    });
    expect(taken).toEqual(['cat.png']);
    expect(writer.text()).toBe('Text');
    cleanUp();
  });
});
