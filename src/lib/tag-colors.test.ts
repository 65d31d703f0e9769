import { TAG_COLORS } from '@/config/constants';

// The colour map lives for the page's life (module state): load a fresh module per test
// (which reloads the constants too, hence toEqual rather than toBe).
function freshTagColors(): typeof import('./tag-colors') {
  let loaded: typeof import('./tag-colors') | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof import('./tag-colors')>('./tag-colors');
  });
  return loaded!;
}

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

describe('tagColor', () => {
  it('always gives one of the five colours, even at the ends of Math.random', () => {
    const { tagColor } = freshTagColors();
    const random = jest.spyOn(Math, 'random');
    [0, 0.2, 0.4, 0.6, 0.8, 0.999999, 1].forEach((value, index) => {
      random.mockReturnValueOnce(value);
      expect(TAG_COLORS).toContainEqual(tagColor(`tag-${index}`));
    });
  });

  it('picks at random per tag: the random draw decides the colour', () => {
    const { tagColor } = freshTagColors();
    jest
      .spyOn(Math, 'random')
      .mockReturnValueOnce(0.05) // index 0
      .mockReturnValueOnce(0.45) // index 2
      .mockReturnValueOnce(0.95); // index 4
    expect(tagColor('a')).toEqual(TAG_COLORS[0]);
    expect(tagColor('b')).toEqual(TAG_COLORS[2]);
    expect(tagColor('c')).toEqual(TAG_COLORS[4]);
  });

  it('keeps a tag’s colour for the life of the page, drawing only once per tag', () => {
    const { tagColor } = freshTagColors();
    const random = jest.spyOn(Math, 'random').mockReturnValue(0.65);
    const first = tagColor('42');
    random.mockReturnValue(0.1);
    expect(tagColor('42')).toBe(first);
    expect(tagColor('42')).toEqual(TAG_COLORS[3]);
    expect(random).toHaveBeenCalledTimes(1);
    expect(tagColor('43')).toEqual(TAG_COLORS[0]);
    expect(random).toHaveBeenCalledTimes(2);
  });

  it('spreads tags over the colours with a real random source', () => {
    const { tagColorIndex } = freshTagColors();
    const seen = new Set(Array.from({ length: 200 }, (_, index) => tagColorIndex(`t${index}`)));
    expect(seen.size).toBeGreaterThan(1);
    seen.forEach((index) => expect(index).toBeGreaterThanOrEqual(0));
    seen.forEach((index) => expect(index).toBeLessThan(TAG_COLORS.length));
  });

  it('keeps a tag’s colour for the whole visit: a page opened afresh in the tab finds it again', () => {
    const random = jest.spyOn(Math, 'random').mockReturnValue(0.05);
    const first = freshTagColors();
    expect(first.tagColor('7')).toEqual(TAG_COLORS[0]);
    // The next page of the visit (a new module, as after a full page load) would draw index 4.
    random.mockReturnValue(0.95);
    const next = freshTagColors();
    expect(next.tagColor('7')).toEqual(TAG_COLORS[0]);
    expect(next.tagColor('8')).toEqual(TAG_COLORS[4]);
    // A new visit (the session gone) picks afresh.
    sessionStorage.clear();
    expect(freshTagColors().tagColor('7')).toEqual(TAG_COLORS[4]);
  });

  it('still picks and keeps colours for the page when storage is blocked or holds junk', () => {
    sessionStorage.setItem('tagColors', '{"7": 99, "8": "x", "9": 2');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    const random = jest.spyOn(Math, 'random').mockReturnValue(0.25);
    const { tagColor } = freshTagColors();
    expect(tagColor('7')).toEqual(TAG_COLORS[1]);
    random.mockReturnValue(0.85);
    expect(tagColor('7')).toEqual(TAG_COLORS[1]);
  });

  it('adopts colours already drawn over the visit’s own picks, keeps them, and drops junk', () => {
    sessionStorage.setItem('tagColors', '{"7": 0, "8": 2}');
    const random = jest.spyOn(Math, 'random').mockReturnValue(0.95);
    const { adoptTagColors, tagColor, tagColorPicks } = freshTagColors();
    adoptTagColors([
      ['7', 3],
      ['9', 1],
      ['10', 5],
      ['11', 'x'],
    ]);
    expect(tagColor('7')).toEqual(TAG_COLORS[3]);
    expect(tagColor('8')).toEqual(TAG_COLORS[2]);
    expect(tagColor('9')).toEqual(TAG_COLORS[1]);
    expect(random).not.toHaveBeenCalled();
    expect(tagColor('10')).toEqual(TAG_COLORS[4]);
    expect(tagColorPicks()).toEqual({ 7: 3, 8: 2, 9: 1, 10: 4 });
    // The next page of the visit finds them.
    expect(JSON.parse(sessionStorage.getItem('tagColors')!)).toEqual({ 7: 3, 8: 2, 9: 1, 10: 4 });
  });
});
