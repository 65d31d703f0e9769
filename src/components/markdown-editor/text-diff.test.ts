import { diffText, mapPosition, shiftPosition } from './text-diff';

describe('text diff', () => {
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

  it('keeps a position inside a replaced span by the text around it', () => {
    const before = '  Intro\nbody with a caret here\n\n\n';
    const after = 'Intro\nbody with a caret here';
    const change = diffText(before, after);
    expect(mapPosition(before, after, change, before.indexOf('caret'))).toBe(
      after.indexOf('caret'),
    );
  });
});
