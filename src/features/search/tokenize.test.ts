import { hanBigrams, isHanToken, tokenize } from './tokenize';

describe('tokenize', () => {
  it('lower-cases Latin words and drops punctuation', () => {
    expect(tokenize('React, TypeScript & Web-Perf 2026!')).toEqual([
      'react',
      'typescript',
      'web',
      'perf',
      '2026',
    ]);
  });

  it('cuts Han text into bigrams so a substring of a word is a token on both sides', () => {
    const indexed = tokenize('前端性能优化');
    for (const query of tokenize('前端')) expect(indexed).toContain(query);
    for (const query of tokenize('性能')) expect(indexed).toContain(query);
    expect(tokenize('前端')).toEqual(['前端']);
  });

  it('keeps a single Han character as a token', () => {
    expect(tokenize('书')).toEqual(['书']);
    expect(hanBigrams('书')).toEqual(['书']);
  });

  it('separates mixed Chinese and English text by script', () => {
    expect(tokenize('用React做前端')).toEqual(['用', 'react', '做前', '前端']);
  });

  it('normalizes full-width letters to their ASCII form', () => {
    expect(tokenize('ＲＥＡＣＴ')).toEqual(['react']);
  });

  it('cuts a megabyte of text without running out of stack (a 1 MiB article is indexed whole)', () => {
    const words = 'word '.repeat(250_000) + '前端'.repeat(100_000);
    const tokens = tokenize(words);
    expect(tokens).toHaveLength(250_000 + 199_999);
    expect(tokens.at(0)).toBe('word');
    expect(tokens.at(-1)).toBe('前端');
  });

  it('tells Han tokens from Latin ones', () => {
    expect(isHanToken('前端')).toBe(true);
    expect(isHanToken('react')).toBe(false);
  });
});
