import qs from 'qs';
import { HOSTILE_TEXTS } from '../../test/hostile-corpus';
import { encodeParams } from '@/api/encoding';
import type { ArrayFormat } from '@/config/runtime-config';
import { readFlatParam, stringifyFlat } from './flat-query-string';

// Every printable ASCII character, accents, CJK, emoji (a surrogate pair), and the hostile corpus.
const TEXTS = [
  ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)),
  'a b+c&d=e?f#g/h%i',
  "it's (very) *fine*!~",
  'café naïve',
  '文章 1/2?#%',
  '😀 emoji',
  '\n\t\r',
  ...HOSTILE_TEXTS.map(([, text]) => text),
];
const FORMATS: ArrayFormat[] = ['repeat', 'brackets', 'indices', 'comma'];

describe('flat query strings without qs', () => {
  it.each(TEXTS.map((text) => [text]))('writes %j exactly as qs does, as key and value', (text) => {
    const params = { keyword: text, [text]: 'v', page: 2, flag: false };
    expect(stringifyFlat(params)).toBe(qs.stringify(params));
  });

  it.each(FORMATS)(
    'keeps the wire format of every flat call in the %s array format',
    async (format) => {
      for (const text of TEXTS) {
        const params = { keyword: text, [text]: 1 };
        const viaQs =
          format === 'comma'
            ? qs.stringify(
                Object.fromEntries(
                  Object.entries(params).map(([k, v]) => [encodeURIComponent(k), v]),
                ),
                { arrayFormat: format, encodeValuesOnly: true },
              )
            : qs.stringify(params, { arrayFormat: format });
        expect(await encodeParams(params, format)).toBe(viaQs);
      }
    },
  );

  it('leaves arrays, objects and text that is not valid UTF-16 to qs', async () => {
    expect(stringifyFlat({ ids: ['1', '2'] })).toBeNull();
    expect(stringifyFlat({ a: { b: '1' } })).toBeNull();
    expect(stringifyFlat({ lone: '\uD800' })).toBeNull();
    // …and those still travel as qs writes them.
    expect(await encodeParams({ ids: ['1', '2'] }, 'repeat')).toBe('ids=1&ids=2');
    expect(await encodeParams({ ids: ['1', '2'] }, 'comma')).toBe('ids=1,2');
    expect(await encodeParams({ lone: '\uD800' }, 'repeat')).toBe(qs.stringify({ lone: '\uD800' }));
  });

  it.each(TEXTS.map((text) => [text]))('reads back %j as qs parses it', (text) => {
    const search = `?${qs.stringify({ keyword: text })}`;
    expect(readFlatParam(search, 'keyword')).toBe(
      qs.parse(search, { ignoreQueryPrefix: true }).keyword,
    );
  });

  it('reads a missing, repeated or nested parameter as absent, as qs would not give one string', () => {
    expect(readFlatParam('?page=2', 'keyword')).toBeUndefined();
    expect(readFlatParam('?keyword=a&keyword=b', 'keyword')).toBeUndefined();
    expect(readFlatParam('?keyword[]=a', 'keyword')).toBeUndefined();
    expect(readFlatParam('keyword=a+b', 'keyword')).toBe('a b');
  });
});
