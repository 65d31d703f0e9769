import { SEARCH_KEYWORD_MAX_LENGTH } from './constants';
import { mergeListQuery, parseListQuery, stringifyListQuery } from './list-query';
import { isSafeRedirect, paths } from './paths';

describe('list query', () => {
  it('reads and writes Chinese keywords intact, percent-encoded in the address', () => {
    expect(parseListQuery('?keyword=%E5%89%8D%E7%AB%AF%20%E6%80%A7%E8%83%BD').keyword).toBe(
      '前端 性能',
    );
    expect(parseListQuery('?keyword=前端').keyword).toBe('前端');
    const search = stringifyListQuery({ keyword: '前端 性能' });
    expect(parseListQuery(search).keyword).toBe('前端 性能');
    expect(search).not.toMatch(/[^\x20-\x7e]/);
  });

  it('caps a 10,000-character keyword wherever it comes from, never splitting a character', () => {
    const long = 'x'.repeat(10000);
    const capped = 'x'.repeat(SEARCH_KEYWORD_MAX_LENGTH);
    expect(parseListQuery(`?keyword=${long}`).keyword).toBe(capped);
    expect(mergeListQuery({}, { keyword: long }).keyword).toBe(capped);
    expect(stringifyListQuery({ keyword: long })).toBe(`?keyword=${capped}`);
    // An emoji is two UTF-16 units: one that would be cut in half is left out whole.
    const emoji = `${'x'.repeat(SEARCH_KEYWORD_MAX_LENGTH - 1)}😀😀`;
    expect(mergeListQuery({}, { keyword: emoji }).keyword).toBe(
      'x'.repeat(SEARCH_KEYWORD_MAX_LENGTH - 1),
    );
    expect(() => stringifyListQuery({ keyword: '😀'.repeat(5000) })).not.toThrow();
  });

  it('parses known parameters, trimmed, ignoring empty, array and junk values', () => {
    expect(parseListQuery('?keyword=%20react%20&categoryId=3&labelId=&page=2&x=1')).toEqual({
      keyword: 'react',
      categoryId: '3',
      page: 2,
    });
    expect(parseListQuery('keyword[]=a&page=1')).toEqual({});
    for (const page of ['0', '-2', '2.5', 'abc', '0x10', '1e3', '99999999999999999999']) {
      expect(parseListQuery(`?page=${page}`)).toEqual({});
    }
    expect(parseListQuery('?__proto__[polluted]=1&constructor[prototype][polluted]=1')).toEqual({});
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('merges a change: keeps the others, drops emptied ones, trims, resets the page on a filter change', () => {
    const current = { keyword: 'react', categoryId: '3', page: 4 };
    expect(mergeListQuery(current, { labelId: ' 7 ' })).toEqual({
      keyword: 'react',
      categoryId: '3',
      labelId: '7',
    });
    expect(mergeListQuery(current, { keyword: '   ' })).toEqual({ categoryId: '3' });
    expect(mergeListQuery(current, { categoryId: null })).toEqual({ keyword: 'react' });
    expect(mergeListQuery(current, { page: 5 })).toEqual({ ...current, page: 5 });
    expect(mergeListQuery(current, { page: 1 })).toEqual({ keyword: 'react', categoryId: '3' });
  });

  it('writes a stable, encoded query without empty values or page 1', () => {
    expect(stringifyListQuery({})).toBe('');
    expect(stringifyListQuery({ page: 1 })).toBe('');
    expect(stringifyListQuery({ page: Number.NaN, keyword: ' ' })).toBe('');
    expect(stringifyListQuery({ page: 3, labelId: '2', keyword: 'a&b #c' })).toBe(
      '?keyword=a%26b%20%23c&labelId=2&page=3',
    );
    expect(parseListQuery(stringifyListQuery({ keyword: '文章 1/2?#%', page: 2 }))).toEqual({
      keyword: '文章 1/2?#%',
      page: 2,
    });
  });

  it('builds hrefs with encoded ids', () => {
    expect(paths.list.href({ keyword: 'x', page: 1 })).toBe('/list?keyword=x');
    // The id's own "/" is escaped before encoding, so React Router's decoding gives it back
    // (paths.test.ts tries every kind of id).
    expect(paths.detail.href('a/b?#')).toBe('/detail/a%252Fb%3F%23');
    expect(paths.login.href('/manager/article?page=2')).toBe(
      '/manager?redirect=%2Fmanager%2Farticle%3Fpage%3D2',
    );
  });
});

describe('isSafeRedirect', () => {
  it.each([
    '//evil.com',
    '/\\evil.com',
    '/\t/evil.com',
    'https://evil.com',
    'javascript:alert(1)',
    'manager',
    '',
    null,
    undefined,
  ])('refuses %p', (target) => expect(isSafeRedirect(target)).toBe(false));
  it.each(['/manager/article?page=2', '/detail/a%2Fb', '/'])('accepts %p', (target) =>
    expect(isSafeRedirect(target)).toBe(true),
  );
});
