import { diffText, insertAsTyping, shiftPosition, writeIn } from './text-insertion';

describe('text insertion', () => {
  it('finds the one replacement between two texts', () => {
    // Wrapping is one replacement of the wrapped words (one undo step).
    expect(diffText('Hello world', 'Hello **world**')).toEqual({
      start: 6,
      end: 11,
      text: '**world**',
    });
    expect(diffText('abc', 'abc')).toEqual({ start: 3, end: 3, text: '' });
    expect(diffText('one\ntwo', '## one\ntwo')).toEqual({ start: 0, end: 0, text: '## ' });
    expect(diffText('a ![x]() b', 'a  b')).toEqual({ start: 2, end: 8, text: '' });
    expect(diffText('aaa', 'aaaa')).toEqual({ start: 3, end: 3, text: 'a' });
  });

  it('moves positions after a change along with it', () => {
    const change = { start: 4, end: 8, text: 'longer text' };
    expect(shiftPosition(2, change)).toBe(2);
    expect(shiftPosition(10, change)).toBe(17);
    expect(shiftPosition(6, change)).toBe(15);
  });

  it('leaves the edit to the caller where the browser has no editing command (jsdom)', () => {
    const node = document.createElement('textarea');
    document.body.append(node);
    node.focus();
    expect(insertAsTyping(node, { start: 0, end: 0, text: 'x' })).toBe(false);
    expect(node.value).toBe('');
    node.remove();
  });
});

describe('writeIn', () => {
  const textarea = (value: string) => {
    const node = document.createElement('textarea');
    document.body.append(node);
    node.value = value;
    return node;
  };

  it('keeps the caret by the text around it when the text is trimmed at both ends', () => {
    const node = textarea('  Intro\nbody with a caret here\n\n\n');
    const caret = node.value.indexOf('caret');
    node.setSelectionRange(caret, caret + 'caret'.length);
    writeIn(node, 'Intro\nbody with a caret here');
    expect(node.value).toBe('Intro\nbody with a caret here');
    expect(node.value.slice(node.selectionStart, node.selectionEnd)).toBe('caret');
    node.remove();
  });

  it('moves the caret with the text when the change is before it, and keeps it when after', () => {
    const node = textarea('# Title\n\nSome words.');
    node.setSelectionRange(12, 12);
    writeIn(node, '# A longer title\n\nSome words.');
    expect(node.selectionStart).toBe(21);
    writeIn(node, '# A longer title\n\nSome words. And more.');
    expect(node.selectionStart).toBe(21);
    node.remove();
  });

  it('keeps the scroll position when it has to set the whole value', () => {
    const node = textarea('a\n'.repeat(500));
    node.scrollTop = 120;
    const before = node.scrollTop;
    writeIn(node, `${'a\n'.repeat(500)}tail`);
    expect(node.scrollTop).toBe(before);
    expect(node.value.endsWith('tail')).toBe(true);
    node.remove();
  });
});
